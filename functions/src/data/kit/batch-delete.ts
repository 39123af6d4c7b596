import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';

const batchLimit = 25;

/**
 * Delete items by key in as few requests as DynamoDB allows: 25 keys a BatchWrite, keys it leaves
 * unprocessed sent again until none is left, so nothing is left half-deleted by a throttled batch.
 * Cost: 1 WCU per item (up to 1 KB).
 */
export async function deleteKeysInBatches(keys: readonly ItemKey[]): Promise<void> {
  for (let start = 0; start < keys.length; start += batchLimit) {
    let pending: Record<string, unknown>[] = keys
      .slice(start, start + batchLimit)
      .map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    while (pending.length > 0) {
      const output = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (output.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined) ?? [];
    }
  }
}
