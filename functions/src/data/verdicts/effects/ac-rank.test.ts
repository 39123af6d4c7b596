import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { acDayKey } from '../../stats/stats-keys';
import { acRank } from './ac-rank';

const submission = { uid: 'u1', username: 'ada', pid: 1000, submitTime: '2026-03-04T10:00:00.000Z', cid: 0 };

describe('AC rank', () => {
  it("counts an accepted verdict on the user's day with the name to show, either way", () => {
    const key = acDayKey('2026-03-04', 'u1');
    expect(acRank.deltas(submission, judgeStatus.accepted, 1, 100)).toEqual([
      { key, add: { ac: 1 }, assign: { username: 'ada' } },
    ]);
    expect(acRank.deltas(submission, judgeStatus.accepted, -1, 100)).toEqual([
      { key, add: { ac: -1 }, assign: { username: 'ada' } },
    ]);
  });

  it('counts no other status', () => {
    for (const status of [judgeStatus.partialAccepted, judgeStatus.wrongAnswer, judgeStatus.cancelled])
      expect(acRank.deltas(submission, status, 1, 90)).toEqual([]);
  });
});
