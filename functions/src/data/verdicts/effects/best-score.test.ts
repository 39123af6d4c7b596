import { describe, expect, it } from 'vitest';
import { judgeStatus, oiRankScore, problemType } from '@oj/shared';
import { userProblemBestKey, userProblemTallyKey, userStatsKey } from '../../stats/stats-keys';
import { bestPointsOf, bestScore } from './best-score';
import type { ProblemScoring } from './verdict-effect';

const submission = { uid: 'u1', username: 'ada', pid: 1000, submitTime: '2026-03-04T10:00:00.000Z', cid: 0 };
const oi: ProblemScoring = { type: problemType.oi, difficulty: 3 };
const acm: ProblemScoring = { type: problemType.acm, difficulty: 3 };
const bestKey = userProblemBestKey('u1', 1000);

const settle = (
  tallyAfter: Record<string, unknown>,
  best: Record<string, unknown> | undefined,
  scoring = oi,
) =>
  bestScore.settleChange?.({
    submission,
    scoring,
    tallyKey: userProblemTallyKey('u1', 1000),
    tallyRead: {},
    tallyAfter,
    read: (key) => (key.sk === bestKey.sk && key.pk === bestKey.pk ? best : undefined),
  });

describe('best score', () => {
  it('adds no counter delta: a landing verdict raises the best after its transaction', () => {
    expect(bestScore.deltas(submission, judgeStatus.accepted, 1, 100)).toEqual([]);
    expect(bestScore.deltas(submission, judgeStatus.accepted, -1, 100)).toEqual([]);
    expect(bestScore.readsOnChange?.(submission)).toEqual([bestKey]);
  });

  it('finds the best points in a tally: the highest OI score, or 100 for an accepted ACM problem', () => {
    expect(bestPointsOf({ score40: 1, score70: 0, score20: 2 }, oi)).toBe(40);
    expect(bestPointsOf({ ac: 1 }, acm)).toBe(100);
    expect(bestPointsOf({ ac: 0, wa: 3 }, acm)).toBe(0);
  });

  it('lowers the best a change leaves, conditional on the best as read, and moves the sum by the difference', () => {
    const before = oiRankScore(70, 3);
    const settled = settle({ score40: 1, pa: 1 }, { bestOiRankScore: before });
    expect(settled?.deltas).toEqual([
      { key: userStatsKey('u1'), add: { scoreSum: oiRankScore(40, 3) - before } },
    ]);
    expect(settled?.writes?.[0]?.Put).toMatchObject({
      Item: { pk: bestKey.pk, sk: bestKey.sk, bestScore: 40, accepted: false },
      ConditionExpression: 'bestOiRankScore = :readBest',
      ExpressionAttributeValues: { ':readBest': before },
    });
  });

  it('deletes the best when no points remain, and writes nothing when the best stays', () => {
    const before = oiRankScore(100, 3);
    const gone = settle({ wa: 1 }, { bestOiRankScore: before }, acm);
    expect(gone?.writes?.[0]?.Delete?.Key).toEqual(bestKey);
    expect(gone?.deltas).toEqual([{ key: userStatsKey('u1'), add: { scoreSum: -before } }]);
    expect(settle({ ac: 1 }, { bestOiRankScore: before }, acm)).toEqual({ deltas: [] });
    expect(settle({ wa: 1 }, undefined, acm)).toEqual({ deltas: [] });
  });
});
