import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { acDayKey } from './stats-keys';

export interface DayAccepted {
  uid: string;
  username: string;
  ac: number;
}

/** Get every user's accepted count of one UTC day (one Query of the day's partition, paged per 1 MB). */
export async function listDayAccepted(day: string): Promise<DayAccepted[]> {
  const rows: DayAccepted[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': acDayKey(day, '').pk },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      rows.push({ uid: String(item.sk), username: String(item.username ?? ''), ac: Number(item.ac ?? 0) });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows;
}
