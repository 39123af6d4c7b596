import { judgeStatus, oiRankScore, problemType } from '@oj/shared';
import { tableName } from '../../dynamo-client';
import type { TransactItem } from '../../transact';
import { userProblemBestKey, userStatsKey } from '../../stats/stats-keys';
import { toItem } from '../../kit/versioned-item';
import { recordBestResult } from '../record-best-result';
import type { ProblemScoring, SettledChange, VerdictEffect } from './verdict-effect';

/** The best points among a tally's verdicts: an OI problem's highest score, an ACM problem's 100 once accepted. */
export function bestPointsOf(tally: Record<string, unknown>, scoring: ProblemScoring): number {
  if (scoring.type !== problemType.oi) return Number(tally.ac ?? 0) > 0 ? 100 : 0;
  let best = 0;
  for (const [name, count] of Object.entries(tally)) {
    const match = /^score(\d+(?:\.\d+)?)$/.exec(name);
    if (match && Number(count) > 0) best = Math.max(best, Number(match[1]));
  }
  return best;
}

/** The best that remains after a change: put (or deleted) on the condition that it is still as read. */
function settleBest({ submission, scoring, tallyAfter, read }: SettledChange) {
  const bestKey = userProblemBestKey(submission.uid, submission.pid);
  const best = read(bestKey);
  const points = bestPointsOf(tallyAfter, scoring);
  const rankBefore = best ? Number(best.bestOiRankScore ?? 0) : 0;
  const rankAfter = points > 0 ? oiRankScore(points, scoring.difficulty) : 0;
  const sumChange = rankAfter - rankBefore;
  const deltas = sumChange !== 0 ? [{ key: userStatsKey(submission.uid), add: { scoreSum: sumChange } }] : [];
  if (rankAfter === rankBefore && points > 0 === Boolean(best)) return { deltas };
  const bestCondition = best
    ? {
        ConditionExpression: 'bestOiRankScore = :readBest',
        ExpressionAttributeValues: { ':readBest': rankBefore },
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const solved = Number(tallyAfter.ac ?? 0) > 0;
  const write: TransactItem =
    points <= 0
      ? { Delete: { TableName: tableName(), Key: bestKey, ...bestCondition } }
      : {
          Put: {
            TableName: tableName(),
            Item: toItem(bestKey, 'UserProblemBest', 1, {
              pid: submission.pid,
              bestScore: points,
              bestOiRankScore: rankAfter,
              status: solved ? judgeStatus.accepted : judgeStatus.partialAccepted,
              accepted: solved,
            }),
            ...bestCondition,
          },
        };
  return { deltas, writes: [write] };
}

/**
 * The user's best OI rank score on the problem (`USER#uid` / `BEST#pid`) and their sum (`scoreSum` in
 * `STATS`, the rank tier's source). A verdict that lands or is set can only raise the best: after its
 * transaction, `recordBestResult` reads the best and raises it conditionally (no counter delta). A
 * change of a settled verdict reads the best with the tally and puts back the best the tally leaves,
 * moving the sum by the difference, in the change's own transaction.
 */
export const bestScore: VerdictEffect = {
  name: 'best score',
  deltas: () => [],
  readsOnChange: (submission) => [userProblemBestKey(submission.uid, submission.pid)],
  settleChange: settleBest,
  afterVerdict: (submission, { status, score }, { type, difficulty }) =>
    recordBestResult({ uid: submission.uid, pid: submission.pid, status, score, type, difficulty }),
};
