import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { queryUnder } from '../kit/query-all';
import { keyOf } from '../item-key';
import {
  byDisplayId,
  contestProblemClaimKey,
  contestProblemKey,
  contestProblemOf,
  contestProblemRowPrefix,
  problemContestKey,
  type StoredContestProblem,
} from './contest-problem-item';

/**
 * A contest's problems ordered by display id: one Query of the contest's partition for the rows
 * under `PROBLEM#` (a contest holds tens of problems, a few read units).
 */
export async function listContestProblems(cid: number): Promise<StoredContestProblem[]> {
  const items = await queryUnder(keyOf('CONTEST', cid), contestProblemRowPrefix, { consistent: true });
  return items.map(contestProblemOf).sort(byDisplayId);
}

/** A contest's problem by its display id there (display ids are kept as typed). */
export async function getContestProblemByDisplayId(
  cid: number,
  displayId: string,
): Promise<StoredContestProblem | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: contestProblemKey(cid, displayId), ConsistentRead: true }),
  );
  return Item ? contestProblemOf(Item) : undefined;
}

/** A contest's link to `pid`, through the claim row that names its display id. */
export async function getContestProblemByPid(
  cid: number,
  pid: number,
): Promise<StoredContestProblem | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: contestProblemClaimKey(cid, pid), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return getContestProblemByDisplayId(cid, String(Item.displayId));
}

/** The contests holding `pid` with its display id in each. */
export async function contestsHoldingProblem(pid: number): Promise<{ cid: number; displayId: string }[]> {
  const prefix = problemContestKey(pid, 0).sk.replace(/0$/, '');
  const items = await queryUnder(problemContestKey(pid, 0).pk, prefix, { consistent: true });
  return items.map((item) => ({ cid: Number(item.cid), displayId: String(item.displayId) }));
}
