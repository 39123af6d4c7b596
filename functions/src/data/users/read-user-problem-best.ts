import { batchGetItems } from '../kit/batch-get';
import { queryAll } from '../kit/query-all';
import { userProblemBestKey, userStatsKey } from '../stats/stats-keys';

/** A user's best result on one problem. */
export interface UserProblemBest {
  pid: number;
  bestScore: number | null;
  status: number | null;
}

const projection = {
  ProjectionExpression: 'sk, bestScore, #status',
  ExpressionAttributeNames: { '#status': 'status' },
};

/*
 * A batch read costs half a unit per item however small; a Query costs half a unit per 4 KB of the
 * items it passes. Best-result items are about a hundred bytes, so one Query over a range of pids is
 * cheaper until the range holds about forty times as many best items as are wanted.
 */
const queryWhileRangeHoldsAtMost = 40;

function bestOf(item: Record<string, unknown>): UserProblemBest {
  const optional = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const pid = Number(String(item.sk).split('#')[1]);
  return { pid, bestScore: optional(item.bestScore), status: optional(item.status) };
}

async function batchRead(uid: string, pids: readonly number[], into: Map<number, UserProblemBest>) {
  const items = await batchGetItems(
    pids.map((pid) => userProblemBestKey(uid, pid)),
    projection,
  );
  for (const item of items) into.set(bestOf(item).pid, bestOf(item));
}

async function rangeRead(uid: string, pids: readonly number[], into: Map<number, UserProblemBest>) {
  const wanted = new Set(pids);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: {
      ':pk': userStatsKey(uid).pk,
      ':first': userProblemBestKey(uid, Math.min(...pids)).sk,
      ':last': userProblemBestKey(uid, Math.max(...pids)).sk,
    },
    ...projection,
  });
  for (const best of items.map(bestOf)) if (wanted.has(best.pid)) into.set(best.pid, best);
}

/**
 * Read a user's best results on some problems, all of which the user has had a verdict on.
 * `judgedPids` (every problem the user has had a verdict on, from the stats item) tells how many best
 * items lie between the lowest and the highest wanted pid: few enough, and one Query over that range
 * reads them; else a BatchGetItem of exactly the wanted keys.
 */
export async function readUserProblemBests(
  uid: string,
  pids: readonly number[],
  judgedPids: ReadonlySet<number>,
): Promise<Map<number, UserProblemBest>> {
  const bests = new Map<number, UserProblemBest>();
  const unique = [...new Set(pids)];
  if (unique.length === 0) return bests;
  const [first, last] = [Math.min(...unique), Math.max(...unique)];
  let inRange = 0;
  for (const pid of judgedPids) if (pid >= first && pid <= last) inRange += 1;
  if (inRange <= unique.length * queryWhileRangeHoldsAtMost) await rangeRead(uid, unique, bests);
  else await batchRead(uid, unique, bests);
  return bests;
}
