import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import type { BoardRow } from '../../data/contest-boards/board-row-item';
import { scrollBoardSubmissionsOf } from './scroll-board-submissions';

const contest = {
  startTime: '2026-05-01T08:00:00.000Z',
  endTime: '2026-05-01T13:00:00.000Z',
  starAccount: [' star '],
};
const rowOf = (username: string, entries: [number, string, string][]): BoardRow => ({
  cid: 1,
  identity: {
    uid: `uid-${username}`,
    username,
    nickname: '',
    realname: '',
    school: '',
    gender: 'secrecy',
    avatar: '',
  },
  entries: entries.map(([submitId, displayId, time]) => ({
    submitId,
    displayId,
    time,
    status: judgeStatus.accepted,
    score: null,
    runTime: null,
  })),
  revision: 1,
});
const rows = [
  rowOf('ann', [
    [5, 'B', '2026-05-01T09:00:00.000Z'],
    [9, 'A', '2026-05-01T13:00:00.000Z'],
  ]),
  rowOf('star', [[3, 'A', '2026-05-01T08:30:00.000Z']]),
  rowOf('bob', [
    [7, 'A', '2026-05-01T09:00:00.000Z'],
    [2, 'A', '2026-05-01T07:59:59.000Z'],
  ]),
];

describe('scrollBoardSubmissionsOf', () => {
  it('keeps the submissions from the start to before the end, oldest first, the id breaking a tie', () => {
    const ids = scrollBoardSubmissionsOf(contest, rows, false).map((submission) => submission.submitId);
    expect(ids).toEqual([3, 5, 7]);
  });

  it('leaves the star accounts out when asked, their names trimmed', () => {
    const names = scrollBoardSubmissionsOf(contest, rows, true).map((submission) => submission.username);
    expect(names).toEqual(['ann', 'bob']);
  });

  it('writes each with its contestant, its problem and its time in GMT+8', () => {
    expect(scrollBoardSubmissionsOf(contest, rows, true)[0]).toEqual({
      uid: 'uid-ann',
      username: 'ann',
      nickname: '',
      realname: '',
      school: '',
      avatar: '',
      gender: 'secrecy',
      submitId: 5,
      status: judgeStatus.accepted,
      submitTime: '2026/05/01 17:00:00',
      displayId: 'B',
    });
  });
});
