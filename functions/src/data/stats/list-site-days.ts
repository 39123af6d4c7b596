import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { siteDayKey } from './stats-keys';

export interface SiteDay {
  day: string;
  total: number;
  ac: number;
}

/** Get the site's judged and accepted counts of each day from `firstDay` to `lastDay` that has any. */
export async function listSiteDays(firstDay: string, lastDay: string): Promise<SiteDay[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: {
        ':pk': siteDayKey(firstDay).pk,
        ':first': siteDayKey(firstDay).sk,
        ':last': siteDayKey(lastDay).sk,
      },
    }),
  );
  return Items.map((item) => ({
    day: String(item.sk),
    total: Number(item.total ?? 0),
    ac: Number(item.ac ?? 0),
  }));
}
