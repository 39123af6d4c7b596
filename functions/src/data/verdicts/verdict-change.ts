import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus, oiRankScore, problemType, type ProblemType } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import type { TransactItem } from '../transact';
import {
  statusCountName,
  userProblemBestKey,
  userProblemTallyKey,
  userStatsKey,
  verdictCountNames,
} from '../stats/stats-keys';
import { getProblemLabels } from '../submissions/get-problem-labels';
import { deltaWrites, type CounterDelta } from './counter-deltas';
import { verdictDeltas, type JudgedSubmission } from './verdict-effects';
import { toItem } from '../kit/versioned-item';

/** A settled verdict: its status and the points it scored. */
export interface Verdict {
  status: number;
  score: number | null;
}

export interface ProblemScoring {
  type: ProblemType;
  difficulty: number;
}

const read = async (key: ItemKey) =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/** The best points among a tally's verdicts: an OI problem's highest score, an ACM problem's 100 once accepted. */
function bestPointsOf(tally: Record<string, unknown>, scoring: ProblemScoring): number {
  if (scoring.type !== problemType.oi) return Number(tally.ac ?? 0) > 0 ? 100 : 0;
  let best = 0;
  for (const [name, count] of Object.entries(tally)) {
    const match = /^score(\d+(?:\.\d+)?)$/.exec(name);
    if (match && Number(count) > 0) best = Math.max(best, Number(match[1]));
  }
  return best;
}

/**
 * The writes that move a submission's share of the derived data from the verdict it had (`from`,
 * null when it had none) to the one it gets (`to`, null when it goes back to the judges), exactly:
 * rejudge, resubmit, manual judge, cancel, quiz regrade. Counters move by `ADD`; from the user's tally
 * on the problem, read first, it follows whether the problem stays solved and tried, and what the best
 * result now is, so a downgrade takes the problem off the solved list and lowers the best score and
 * the score sum. The tally's write is conditional on its change count as read, and the best's on its
 * value as read: a verdict landing in between fails the transaction, and the caller computes again.
 *
 * A tally that does not exist while a verdict is taken back belongs to data older than tallies: then
 * the sets and the best are left as they are (the counters still move).
 */
export async function verdictChangeWrites(
  submission: JudgedSubmission,
  from: Verdict | null,
  to: Verdict | null,
  scoring: ProblemScoring,
): Promise<TransactItem[]> {
  const deltas: CounterDelta[] = [
    ...(from ? verdictDeltas(submission, from.status, from.score, -1) : []),
    ...(to ? verdictDeltas(submission, to.status, to.score, 1) : []),
  ];
  if (!from || !statusCountName(from.status)) return deltaWrites(deltas);

  const tallyKey = userProblemTallyKey(submission.uid, submission.pid);
  const bestKey = userProblemBestKey(submission.uid, submission.pid);
  const [tally, best] = await Promise.all([read(tallyKey), read(bestKey)]);
  if (!tally) return deltaWrites(deltas);

  const after: Record<string, unknown> = { ...tally };
  for (const delta of deltas)
    if (delta.key.sk === tallyKey.sk && delta.key.pk === tallyKey.pk)
      for (const [name, value] of Object.entries(delta.add ?? {}))
        after[name] = Number(after[name] ?? 0) + value;

  const solved = Number(after.ac ?? 0) > 0;
  const tried = verdictCountNames.some((name) => Number(after[name] ?? 0) > 0);
  const pid = [submission.pid];
  deltas.push({
    key: userStatsKey(submission.uid),
    ...(solved ? { addToSets: { solved: pid } } : { deleteFromSets: { solved: pid } }),
  });
  deltas.push({
    key: userStatsKey(submission.uid),
    ...(tried ? { addToSets: { tried: pid } } : { deleteFromSets: { tried: pid } }),
  });
  deltas.push({
    key: tallyKey,
    condition: { expression: 'n = :readChanges', values: { ':readChanges': Number(tally.n ?? 0) } },
  });

  const points = bestPointsOf(after, scoring);
  const rankBefore = best ? Number(best.bestOiRankScore ?? 0) : 0;
  const rankAfter = points > 0 ? oiRankScore(points, scoring.difficulty) : 0;
  const sumChange = rankAfter - rankBefore;
  const writes = deltaWrites([
    ...deltas,
    ...(sumChange !== 0 ? [{ key: userStatsKey(submission.uid), add: { scoreSum: sumChange } }] : []),
  ]);
  if (rankAfter === rankBefore && points > 0 === Boolean(best)) return writes;
  const bestCondition = best
    ? {
        ConditionExpression: 'bestOiRankScore = :readBest',
        ExpressionAttributeValues: { ':readBest': rankBefore },
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  if (points <= 0) {
    writes.push({ Delete: { TableName: tableName(), Key: bestKey, ...bestCondition } });
    return writes;
  }
  writes.push({
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
  });
  return writes;
}

/** How a problem scores (fresh from its catalogue line); a deleted problem scores as ACM, difficulty 0. */
export async function problemScoring(pid: number): Promise<ProblemScoring> {
  const label = (await getProblemLabels([pid])).get(pid);
  return { type: label?.type ?? problemType.acm, difficulty: label?.difficulty ?? 0 };
}
