import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { userDayKey } from './stats-keys';

/** Get a user's judged submissions of each day from `firstDay` to `lastDay` that has any, oldest first. */
export async function listUserDays(
  uid: string,
  firstDay: string,
  lastDay: string,
): Promise<{ date: string; count: number }[]> {
  const days: { date: string; count: number }[] = [];
  const first = userDayKey(uid, firstDay);
  const prefixLength = first.sk.length - firstDay.length;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
        ExpressionAttributeValues: {
          ':pk': first.pk,
          ':first': first.sk,
          ':last': userDayKey(uid, lastDay).sk,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const count = Number(item.count ?? 0);
      if (count > 0) days.push({ date: String(item.sk).slice(prefixLength), count });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return days;
}
