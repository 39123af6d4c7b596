import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { problemFromItem, problemIdClaimKey, problemKey, type Problem } from './problem-item';

/** Get a problem by pid. */
export async function getProblem(pid: number): Promise<Problem | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: problemKey(pid) }));
  return Item ? problemFromItem(Item) : undefined;
}

/** Find the pid of a display id, through its claim item. */
export async function findPidByProblemId(problemId: string): Promise<number | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: problemIdClaimKey(problemId) }),
  );
  return Item ? Number(Item.pid) : undefined;
}
