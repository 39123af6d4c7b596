import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { announcementIdIndexKey } from './announcement-item';

/**
 * The stored item of announcement `id`, wherever it sits (a visible position or the hidden key): the id
 * index gives its key, a strongly consistent read of that key confirms it (the index lags writes).
 */
export async function findAnnouncementItem(id: number): Promise<Record<string, unknown> | undefined> {
  const indexKey = announcementIdIndexKey(id);
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': indexKey.gsi1pk, ':sk': indexKey.gsi1sk },
    }),
  );
  for (const entry of Items) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: { pk: entry.pk, sk: entry.sk }, ConsistentRead: true }),
    );
    if (Item && Number(Item.id) === id) return Item;
  }
  return undefined;
}
