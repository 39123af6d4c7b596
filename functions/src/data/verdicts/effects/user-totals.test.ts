import { describe, expect, it } from 'vitest';
import { judgeStatus, problemType } from '@oj/shared';
import { userProblemTallyKey, userStatsKey } from '../../stats/stats-keys';
import { userTotals } from './user-totals';

const submission = { uid: 'u1', username: 'ada', pid: 1000, submitTime: '2026-03-04T10:00:00.000Z', cid: 0 };
const key = userStatsKey('u1');

const settle = (tallyAfter: Record<string, unknown>) =>
  userTotals.settleChange?.({
    submission,
    scoring: { type: problemType.acm, difficulty: 1 },
    tallyKey: userProblemTallyKey('u1', 1000),
    tallyRead: {},
    tallyAfter,
    read: () => undefined,
  }).deltas;

describe('user totals', () => {
  it('counts a landing verdict and adds the pid to tried, and to solved when accepted', () => {
    expect(userTotals.deltas(submission, judgeStatus.accepted, 1, 100)).toEqual([
      { key, add: { submitted: 1, accepted: 1, ac: 1 }, addToSets: { tried: [1000], solved: [1000] } },
    ]);
    expect(userTotals.deltas(submission, judgeStatus.wrongAnswer, 1, 0)).toEqual([
      { key, add: { submitted: 1, accepted: 0, wa: 1 }, addToSets: { tried: [1000] } },
    ]);
  });

  it('takes a verdict back without touching the sets, and counts cancelled for the lists only', () => {
    expect(userTotals.deltas(submission, judgeStatus.accepted, -1, 100)).toEqual([
      { key, add: { submitted: -1, accepted: -1, ac: -1 }, addToSets: {} },
    ]);
    expect(userTotals.deltas(submission, judgeStatus.cancelled, 1, null)).toEqual([
      { key, add: { cancelled: 1 } },
    ]);
  });

  it('settles solved and tried from the tally the change leaves', () => {
    expect(settle({ ac: 1, wa: 2 })).toEqual([
      { key, addToSets: { solved: [1000] } },
      { key, addToSets: { tried: [1000] } },
    ]);
    expect(settle({ ac: 0, wa: 1 })).toEqual([
      { key, deleteFromSets: { solved: [1000] } },
      { key, addToSets: { tried: [1000] } },
    ]);
    expect(settle({ ac: 0, cancelled: 3 })).toEqual([
      { key, deleteFromSets: { solved: [1000] } },
      { key, deleteFromSets: { tried: [1000] } },
    ]);
  });
});
