import { describe, expect, it } from 'vitest';
import { judgeStatus, problemType } from '@oj/shared';
import type { ItemKey } from '../../item-key';
import { userProblemTallyKey } from '../../stats/stats-keys';
import { trainingCatalogueKey, trainingRankKey } from '../../trainings/training-keys';
import { rankRowPut, rowWithRun, type TrainingRankRow } from '../../trainings/training-rank-rows';
import { trainingProgress } from './training-progress';

const { accepted } = judgeStatus;
const inTraining = {
  uid: 'u1',
  username: 'ada',
  pid: 1000,
  submitTime: '2026-03-04T10:00:00.000Z',
  cid: 0,
  tid: 5,
  submitId: 8,
};
const rowKey = trainingRankKey(5, 'u1');
const lineKey = trainingCatalogueKey(5);
const same = (a: ItemKey, b: ItemKey) => a.pk === b.pk && a.sk === b.sk;

const empty: TrainingRankRow = {
  uid: 'u1',
  identity: null,
  ac: 0,
  totalRunTime: 0,
  cells: {},
  runs: {},
  revision: 0,
};
let stored = rowWithRun(empty, 1000, 7, [accepted, 100, 60], [1000, 1001]);
stored = rowWithRun(stored, 1000, 8, [accepted, 100, 20], [1000, 1001]);
const storedItem = rankRowPut(5, stored, false).Item;

const settle = (submission: typeof inTraining, row: Record<string, unknown> | undefined) =>
  trainingProgress.settleChange?.({
    submission,
    scoring: { type: problemType.acm, difficulty: 1 },
    tallyKey: userProblemTallyKey('u1', 1000),
    tallyRead: {},
    tallyAfter: {},
    read: (key) => (same(key, rowKey) ? row : same(key, lineKey) ? { pids: [1000, 1001] } : undefined),
  });

describe('training progress when a settled verdict changes', () => {
  it('reads the user’s rank row and the training’s line, and nothing for a submission outside trainings', () => {
    expect(trainingProgress.readsOnChange?.(inTraining)).toEqual([rowKey, lineKey]);
    expect(trainingProgress.readsOnChange?.({ ...inTraining, tid: 0 })).toEqual([]);
    expect(trainingProgress.deltas(inTraining, accepted, -1, 100)).toEqual([]);
  });

  it('puts the row back without the submission’s run, on the condition that it is as read', () => {
    const put = settle(inTraining, storedItem)?.writes?.[0]?.Put;
    expect(put).toMatchObject({
      Item: { pk: rowKey.pk, sk: rowKey.sk, ac: 1, totalRunTime: 60, revision: stored.revision + 1 },
      ConditionExpression: 'revision = :revision',
      ExpressionAttributeValues: { ':revision': stored.revision },
    });
    expect(put?.Item?.cells).toEqual({ 1000: { status: accepted, score: 100, isAC: true, runTime: 60 } });
  });

  it('writes nothing without a row, or for a run the row does not hold', () => {
    expect(settle(inTraining, undefined)).toEqual({});
    expect(settle({ ...inTraining, submitId: 99 }, storedItem)).toEqual({});
  });
});
