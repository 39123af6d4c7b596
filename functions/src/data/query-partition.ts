import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo-client';

/** Every item of one partition, in sort-key order (one Query, paged by DynamoDB every 1 MB). */
export async function queryPartition(pk: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
