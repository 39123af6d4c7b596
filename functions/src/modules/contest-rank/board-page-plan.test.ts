import { describe, expect, it } from 'vitest';
import { boardPageOf, type ContestantIdentity } from '@oj/shared';
import { boardPagePlan, pinnedPositionsOf } from './board-page-plan';

function board(count: number): ContestantIdentity[] {
  return Array.from({ length: count }, (_, index) => ({
    uid: `u${index}`,
    username: `user${index}`,
    nickname: '',
    realname: '',
    school: '',
    gender: 'secrecy',
    avatar: '',
  }));
}

/** A page read through the plan, as the snapshot reader reads it: the rows at the planned positions. */
function pageByPlan(
  rows: readonly ContestantIdentity[],
  viewerUid: string | null,
  concernedList: string[],
  currentPage: number,
  limit: number,
) {
  const positions = Object.fromEntries(rows.map((row, index) => [row.uid, index]));
  const plan = boardPagePlan(rows.length, pinnedPositionsOf(positions, viewerUid, concernedList), {
    currentPage,
    limit,
  });
  return {
    records: plan.positions.map((position) => rows[position]),
    total: plan.total,
    size: plan.size,
    current: plan.current,
    pages: plan.pages,
  };
}

describe('the board page plan', () => {
  const cases: [string, number, string | null, string[], number, number][] = [
    ['a visitor on page 1 of 130 rows', 130, null, [], 1, 50],
    ['a visitor on page 3 of 130 rows', 130, null, [], 3, 50],
    ['a page past the end', 130, null, [], 9, 50],
    ['the viewer pinned on page 1', 130, 'u77', [], 1, 50],
    ['the viewer pinned, page 2 shifted by one', 130, 'u77', [], 2, 50],
    [
      'the viewer and concerned contestants, out of order and repeated',
      130,
      'u5',
      ['u99', 'u3', 'u5', 'u99', 'nobody'],
      1,
      10,
    ],
    [
      'pinned copies spilling onto page 2',
      12,
      'u1',
      ['u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9', 'u10', 'u11'],
      2,
      10,
    ],
    ['a viewer without a row', 40, 'stranger', ['u39'], 4, 10],
    ['an empty board', 0, 'u1', ['u2'], 1, 50],
    ['a page of 300 on 1000 rows', 1000, 'u999', [], 4, 300],
  ];
  it.each(cases)(
    'gives what boardPageOf gives for %s',
    (_name, count, viewerUid, concernedList, page, limit) => {
      const rows = board(count);
      const expected = boardPageOf(rows, {
        currentPage: page,
        limit,
        viewerUid,
        concernedList,
        rankShowName: 'username',
      });
      expect(pageByPlan(rows, viewerUid, concernedList, page, limit)).toEqual(expected);
    },
  );
});
