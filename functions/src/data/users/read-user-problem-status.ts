import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { userStatsKey } from '../stats/stats-keys';

/** Which problems a user has solved and which tried, as pid sets. */
export interface UserProblemProgress {
  solved: ReadonlySet<number>;
  tried: ReadonlySet<number>;
}

function pidSet(value: unknown): Set<number> {
  if (value instanceof Set || Array.isArray(value)) return new Set([...value].map(Number));
  return new Set();
}

/**
 * Read a user's solved and tried problems from the user's stats item (one GetItem of two number sets).
 * A user who never had a verdict has no item: nothing solved, nothing tried.
 */
export async function readUserProblemProgress(uid: string): Promise<UserProblemProgress> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: userStatsKey(uid),
      ProjectionExpression: 'solved, tried',
    }),
  );
  return { solved: pidSet(Item?.solved), tried: pidSet(Item?.tried) };
}

/** A problem's status for a user (spec §3): accepted once solved, wrong answer once tried, else none. */
export function problemStatusFor(progress: UserProblemProgress | undefined, pid: number): number {
  if (progress?.solved.has(pid)) return judgeStatus.accepted;
  if (progress?.tried.has(pid)) return judgeStatus.wrongAnswer;
  return judgeStatus.notSubmitted;
}
