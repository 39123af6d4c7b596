import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';

/** The attributes to read of each item: a projection and the names it uses. */
export interface Projection {
  ProjectionExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
}

const batchLimit = 100;

/**
 * Get many items by key in as few requests as DynamoDB allows: 100 keys a batch, keys it leaves
 * unprocessed asked again, duplicates asked once. Missing items are left out; the order is DynamoDB's.
 */
export async function batchGetItems(
  keys: readonly ItemKey[],
  projection?: Projection,
): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < unique.length; start += batchLimit) {
    let pending: Record<string, unknown>[] = unique
      .slice(start, start + batchLimit)
      .map((key) => ({ pk: key.pk, sk: key.sk }));
    while (pending.length > 0) {
      const output = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ...projection } } }),
      );
      items.push(...(output.Responses?.[tableName()] ?? []));
      pending = (output.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return items;
}
