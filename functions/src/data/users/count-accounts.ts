import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { accountsIndex } from './user-item';

/**
 * How many accounts exist: a COUNT Query of the sparse accounts index (0.5 RCU per 4 KB of index
 * lines, billed like a read of them; the dashboard's figure, read by administrators only).
 */
export async function countAccounts(): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: accountsIndex.name,
        KeyConditionExpression: 'gsi1pk = :accounts',
        ExpressionAttributeValues: { ':accounts': accountsIndex.partition },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}
