import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { userProblemTallyKey } from '../../stats/stats-keys';
import { problemTally } from './problem-tally';

const submission = { uid: 'u1', username: 'ada', pid: 1000, submitTime: '2026-03-04T10:00:00.000Z', cid: 0 };
const tallyKey = userProblemTallyKey('u1', 1000);

describe('problem tally', () => {
  it('counts the status and the points above zero, and its change count grows either way', () => {
    expect(problemTally.deltas(submission, judgeStatus.partialAccepted, 1, 40)).toEqual([
      { key: tallyKey, add: { pa: 1, n: 1, score40: 1 } },
    ]);
    expect(problemTally.deltas(submission, judgeStatus.partialAccepted, -1, 40)).toEqual([
      { key: tallyKey, add: { pa: -1, n: 1, score40: -1 } },
    ]);
    expect(problemTally.deltas(submission, judgeStatus.wrongAnswer, 1, 0)).toEqual([
      { key: tallyKey, add: { wa: 1, n: 1 } },
    ]);
  });

  it('tallies a cancelled submission, and nothing in flight', () => {
    expect(problemTally.deltas(submission, judgeStatus.cancelled, 1, null)[0]?.add).toEqual({
      cancelled: 1,
      n: 1,
    });
    expect(problemTally.deltas(submission, judgeStatus.judging, 1, null)).toEqual([]);
  });

  it('makes a change conditional on the change count as read', () => {
    const settled = problemTally.settleChange?.({
      submission,
      scoring: { type: 0, difficulty: 1 },
      tallyKey,
      tallyRead: { n: 7 },
      tallyAfter: { n: 9 },
      read: () => undefined,
    });
    expect(settled?.deltas).toEqual([
      { key: tallyKey, condition: { expression: 'n = :readChanges', values: { ':readChanges': 7 } } },
    ]);
  });
});
