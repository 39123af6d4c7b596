import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { contestCatalogueKey } from './contest-keys';

export interface ContestLine {
  cid: number;
  title: string;
  startTime: string;
  endTime: string;
}

/** The newest contests of the catalogue, newest first (one Query of at most `limit` lines). */
export async function listRecentContests(limit: number): Promise<ContestLine[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': contestCatalogueKey(0).pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    cid: Number(String(item.sk).slice('C#'.length)),
    title: String(item.title ?? ''),
    startTime: String(item.startTime ?? ''),
    endTime: String(item.endTime ?? ''),
  }));
}
