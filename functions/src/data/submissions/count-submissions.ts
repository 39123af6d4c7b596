import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus } from '@oj/shared';
import { batchGetItems } from '../kit/batch-get';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { problemSummaryKey } from '../problems/problem-summary';
import {
  settledCountNames,
  siteStatusCountsKey,
  statusCountName,
  userProblemTallyKey,
  userStatsKey,
  userSubmissionCountKey,
} from '../stats/stats-keys';

/** A filtered list's conditions: an author, some problems (one for a whole display id), a status. */
export interface SubmissionCountFilter {
  uid?: string;
  pids?: readonly number[];
  status?: number;
}

/** States a submission passes through on its way to a verdict; counted together, as "in flight". */
const inFlightStatuses: ReadonlySet<number> = new Set([
  judgeStatus.submitting,
  judgeStatus.pending,
  judgeStatus.compiling,
  judgeStatus.judging,
]);

/** How a count is read from the counter items of one scope: the scope's `all` and its settled counts. */
interface Scope {
  allOf: (items: Map<string, Record<string, unknown>>) => number;
  keys: ItemKey[];
  settled: (items: Map<string, Record<string, unknown>>) => Record<string, unknown>;
}

const idOf = (key: ItemKey) => `${key.pk}\u0000${key.sk}`;
const number = (value: unknown) => Number(value ?? 0);

async function readItems(keys: readonly ItemKey[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  if (keys.length === 1) {
    const key = keys[0] as ItemKey;
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
    if (Item) found.set(idOf(key), Item);
    return found;
  }
  for (const item of await batchGetItems([...keys]))
    found.set(idOf({ pk: String(item.pk), sk: String(item.sk) }), item);
  return found;
}

function scopeOf(uid: string | undefined, pid: number | undefined, latestSubmitId: number): Scope {
  if (uid !== undefined && pid !== undefined) {
    const tally = userProblemTallyKey(uid, pid);
    return {
      keys: [tally],
      allOf: (items) => number(items.get(idOf(tally))?.all),
      settled: (items) => items.get(idOf(tally)) ?? {},
    };
  }
  if (uid !== undefined) {
    const count = userSubmissionCountKey(uid);
    const stats = userStatsKey(uid);
    return {
      keys: [count, stats],
      allOf: (items) => number(items.get(idOf(count))?.all),
      settled: (items) => items.get(idOf(stats)) ?? {},
    };
  }
  if (pid !== undefined) {
    const line = problemSummaryKey(pid);
    return {
      keys: [line],
      allOf: (items) => number(items.get(idOf(line))?.submissions),
      settled: (items) => items.get(idOf(line)) ?? {},
    };
  }
  return {
    keys: [siteStatusCountsKey],
    allOf: () => latestSubmitId,
    settled: (items) => items.get(idOf(siteStatusCountsKey)) ?? {},
  };
}

/**
 * The number of submissions a filtered list matches, from counters kept as submissions are made
 * (`all`) and as verdicts move (one counter per settled status), never from reading submissions:
 * exact for an author, a problem, a settled status and every combination of them. A status in flight
 * (5 pending, 6 compiling, 7 judging, 9 submitting) is counted as all of them together: an upper bound
 * that is exact while none of the others is in flight. Undefined for statuses nothing is stored at
 * (-10, -5, 10), which the caller counts by reading.
 */
export async function countSubmissions(
  filter: SubmissionCountFilter,
  latestSubmitId: number,
): Promise<number | undefined> {
  const { status } = filter;
  const name = status === undefined ? undefined : statusCountName(status);
  if (status !== undefined && !name && !inFlightStatuses.has(status)) return undefined;
  const scopes = (filter.pids ?? [undefined]).map((pid) => scopeOf(filter.uid, pid, latestSubmitId));
  const items = await readItems(scopes.flatMap((scope) => scope.keys));
  let total = 0;
  for (const scope of scopes) {
    if (status === undefined) total += scope.allOf(items);
    else if (name) total += number(scope.settled(items)[name]);
    else {
      const settled = scope.settled(items);
      const settledSum = settledCountNames.reduce((sum, counter) => sum + number(settled[counter]), 0);
      total += Math.max(0, scope.allOf(items) - settledSum);
    }
  }
  return total;
}
