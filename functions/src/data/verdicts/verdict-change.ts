import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { problemType } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import type { TransactItem } from '../transact';
import { statusCountName, userProblemTallyKey } from '../stats/stats-keys';
import { getProblemLabels } from '../submissions/get-problem-labels';
import { deltaWrites, type CounterDelta } from './counter-deltas';
import { verdictEffects } from './effects';
import type { JudgedSubmission, ProblemScoring, ReadItem, Verdict } from './effects/verdict-effect';
import { effectsOfVerdict } from './verdict-effects';

export type { ProblemScoring, Verdict } from './effects/verdict-effect';

const read = async (key: ItemKey): Promise<ReadItem> =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

const idOf = (key: ItemKey) => `${key.pk}\u0000${key.sk}`;

/** The tally as `deltas` leave it: its numbers plus what they add to it. */
function tallyAfter(tally: Record<string, unknown>, tallyKey: ItemKey, deltas: readonly CounterDelta[]) {
  const after: Record<string, unknown> = { ...tally };
  for (const delta of deltas)
    if (idOf(delta.key) === idOf(tallyKey))
      for (const [name, value] of Object.entries(delta.add ?? {}))
        after[name] = Number(after[name] ?? 0) + value;
  return after;
}

/**
 * The writes that move a submission's share of the derived data from the verdict it had (`from`,
 * null when it had none) to the one it gets (`to`, null when it goes back to the judges), exactly:
 * rejudge, resubmit, manual judge, cancel, quiz regrade. Counters move by `ADD` (`effectsOfVerdict`,
 * -1 then +1). When a settled verdict is taken back, the user's tally on the problem and the items the
 * effects name are read first (in parallel), and each effect settles what depends on the tally as the
 * change leaves it: whether the problem stays solved and tried, what the best result now is. The
 * tally's write is conditional on its change count as read, and the best's on its value as read: a
 * verdict landing in between fails the transaction, and the caller computes again.
 *
 * A tally that does not exist while a verdict is taken back belongs to data older than tallies: then
 * only the counters move.
 */
export async function verdictChangeWrites(
  submission: JudgedSubmission,
  from: Verdict | null,
  to: Verdict | null,
  scoring: ProblemScoring,
): Promise<TransactItem[]> {
  const deltas: CounterDelta[] = [
    ...(from ? effectsOfVerdict(submission, from.status, -1, from.score) : []),
    ...(to ? effectsOfVerdict(submission, to.status, 1, to.score) : []),
  ];
  if (!from || !statusCountName(from.status) || submission.cid !== 0) return deltaWrites(deltas);

  const tallyKey = userProblemTallyKey(submission.uid, submission.pid);
  const keys = verdictEffects.flatMap((effect) => effect.readsOnChange?.(submission) ?? []);
  const [tallyRead, ...items] = await Promise.all([read(tallyKey), ...keys.map(read)]);
  if (!tallyRead) return deltaWrites(deltas);

  const readItems = new Map(keys.map((key, index) => [idOf(key), items[index]]));
  const change = {
    submission,
    scoring,
    tallyKey,
    tallyRead,
    tallyAfter: tallyAfter(tallyRead, tallyKey, deltas),
    read: (key: ItemKey) => readItems.get(idOf(key)),
  };
  const writes: TransactItem[] = [];
  for (const effect of verdictEffects) {
    const settled = effect.settleChange?.(change);
    deltas.push(...(settled?.deltas ?? []));
    writes.push(...(settled?.writes ?? []));
  }
  return [...deltaWrites(deltas), ...writes];
}

/** How a problem scores (fresh from its catalogue line); a deleted problem scores as ACM, difficulty 0. */
export async function problemScoring(pid: number): Promise<ProblemScoring> {
  const label = (await getProblemLabels([pid])).get(pid);
  return { type: label?.type ?? problemType.acm, difficulty: label?.difficulty ?? 0 };
}
