import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { userStatsKey } from './stats-keys';

export interface UserStats {
  /** Judged submissions. */
  submitted: number;
  accepted: number;
  /** Pids of the problems solved. */
  solved: number[];
  scoreSum: number;
}

/** A number set comes back as a Set; an item written as a list is read the same way. */
function numbers(value: unknown): number[] {
  if (value instanceof Set || Array.isArray(value)) return [...(value as Iterable<unknown>)].map(Number);
  return [];
}

/** Get a user's totals; a user nothing was judged for has zeros. */
export async function getUserStats(uid: string): Promise<UserStats> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: userStatsKey(uid) }));
  return {
    submitted: Number(Item?.submitted ?? 0),
    accepted: Number(Item?.accepted ?? 0),
    solved: numbers(Item?.solved).sort((a, b) => a - b),
    scoreSum: Number(Item?.scoreSum ?? 0),
  };
}
