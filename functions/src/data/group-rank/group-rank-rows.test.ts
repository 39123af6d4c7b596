import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { groupRankFigures, rowWithRun, type GroupRankRow, type GroupRun } from './group-rank-rows';

/** The row with the run put (or taken out); the test fails when nothing would be written. */
function put(row: GroupRankRow, pid: number, submitId: number, run: GroupRun | null): GroupRankRow {
  const changed = rowWithRun(row, pid, submitId, run);
  if (!changed) throw new Error('the row did not change');
  return changed;
}

const empty: GroupRankRow = { uid: 'u', runs: {}, revision: 0 };
const ac = judgeStatus.accepted;
const wa = judgeStatus.wrongAnswer;

describe('rowWithRun', () => {
  it('counts each submission once however often its verdict is put', () => {
    const once = put(empty, 1, 10, [ac, 22, 0]);
    expect(rowWithRun(once, 1, 10, [ac, 22, 0])).toBeUndefined();
    expect(groupRankFigures(once)).toEqual({ total: 1, ac: 1, score: 22 });
  });

  it('leaves what the other submissions make when one is taken back', () => {
    let row = put(empty, 1, 10, [wa, 0, 0]);
    row = put(row, 1, 11, [ac, 22, 0]);
    row = put(row, 2, 12, [ac, 0, 1]);
    expect(groupRankFigures(row)).toEqual({ total: 3, ac: 2, score: 22 });
    row = put(row, 1, 11, null);
    expect(groupRankFigures(row)).toEqual({ total: 2, ac: 1, score: 0 });
    expect(row.revision).toBe(4);
    expect(rowWithRun(row, 1, 11, null)).toBeUndefined();
  });

  it('replaces a verdict changed by a rejudge', () => {
    let row = put(empty, 1, 10, [ac, 22, 0]);
    row = put(row, 1, 10, [wa, 0, 0]);
    expect(groupRankFigures(row)).toEqual({ total: 1, ac: 0, score: 0 });
  });
});
