import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { rankRowPut, rowWithoutRun, rowWithRun, type TrainingRankRow } from './training-rank-rows';

const { accepted, wrongAnswer } = judgeStatus;
const pids = [1000, 1001];
const empty: TrainingRankRow = {
  uid: 'u1',
  identity: null,
  ac: 0,
  totalRunTime: 0,
  cells: {},
  runs: {},
  revision: 0,
};

describe('a training rank row', () => {
  it('takes a verdict in by its submission, so the same verdict put twice changes nothing more', () => {
    const once = rowWithRun(empty, 1000, 7, [accepted, 100, 30], pids);
    expect(once).toMatchObject({
      ac: 1,
      totalRunTime: 30,
      revision: 1,
      runs: { 1000: { 7: [accepted, 100, 30] } },
    });
    const twice = rowWithRun(once, 1000, 7, [accepted, 100, 30], pids);
    expect({ ...twice, revision: 1 }).toEqual(once);
  });

  it('takes an accepted verdict back: the cell the other runs make, and the sums follow', () => {
    let row = rowWithRun(empty, 1000, 7, [wrongAnswer, 0, null], pids);
    row = rowWithRun(row, 1000, 8, [accepted, 100, 30], pids);
    row = rowWithRun(row, 1001, 9, [accepted, 100, 50], pids);
    expect(row).toMatchObject({ ac: 2, totalRunTime: 80 });
    const taken = rowWithoutRun(row, 1000, 8, pids);
    expect(taken).toMatchObject({ ac: 1, totalRunTime: 50, revision: row.revision + 1 });
    expect(taken?.cells[1000]).toEqual({ status: wrongAnswer, score: 0, isAC: false });
    expect(taken?.runs[1000]).toEqual({ 7: [wrongAnswer, 0, null] });
  });

  it('drops a problem’s cell when its last run is taken back, and writes nothing for a run it does not hold', () => {
    const row = rowWithRun(empty, 1000, 7, [accepted, 100, 30], pids);
    const taken = rowWithoutRun(row, 1000, 7, pids);
    expect(taken).toMatchObject({ ac: 0, totalRunTime: 0, cells: {}, runs: {} });
    expect(rowWithoutRun(row, 1000, 6, pids)).toBeUndefined();
    expect(rowWithoutRun(row, 1001, 7, pids)).toBeUndefined();
  });

  it('is put on the condition that the stored row is the one it was made from', () => {
    const row = rowWithRun(
      rowWithRun(empty, 1000, 7, [accepted, 100, 30], pids),
      1001,
      8,
      [wrongAnswer, 0, null],
      pids,
    );
    expect(rankRowPut(5, row, false)).toMatchObject({
      Item: { pk: 'TRAINING#5', sk: 'RANK#u1', tid: 5, revision: 2 },
      ConditionExpression: 'revision = :revision',
      ExpressionAttributeValues: { ':revision': 1 },
    });
    expect(rankRowPut(5, row, true).ConditionExpression).toBe('attribute_not_exists(pk)');
  });
});
