import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { userProblemBestKey } from './stats-keys';

export interface UserProblemBest {
  pid: number;
  bestScore: number;
  /** Absent when nothing was scored on the problem as OI. */
  bestOiRankScore: number | undefined;
  status: number;
}

/** Get a user's best result on every problem tried, in pid order (one Query of the user's partition). */
export async function listUserBests(uid: string): Promise<UserProblemBest[]> {
  const bests: UserProblemBest[] = [];
  const prefix = userProblemBestKey(uid, 0).sk.replace(/\d+$/, '');
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': userProblemBestKey(uid, 0).pk, ':prefix': prefix },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      bests.push({
        pid: Number(String(item.sk).slice(prefix.length)),
        bestScore: Number(item.bestScore ?? 0),
        bestOiRankScore: typeof item.bestOiRankScore === 'number' ? item.bestOiRankScore : undefined,
        status: Number(item.status ?? 0),
      });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return bests;
}
