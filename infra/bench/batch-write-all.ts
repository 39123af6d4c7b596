import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../functions/src/data/dynamo-client';

/** A table item as the benchmarks bulk-load it. */
export type Item = Record<string, unknown>;

/**
 * Bulk-loads a benchmark's volume: 25 items a BatchWrite, `concurrency` batches in flight, retrying
 * what DynamoDB leaves unprocessed, so a large seed takes seconds rather than one put at a time.
 */
export async function batchWriteAll(items: readonly Item[], concurrency = 8): Promise<void> {
  const batches: Item[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < batches.length) {
        let pending = (batches[next++] as Item[]).map((Item) => ({ PutRequest: { Item } }));
        while (pending.length > 0) {
          const { UnprocessedItems } = await dynamo().send(
            new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
          );
          pending = (UnprocessedItems?.[tableName()] ?? []) as typeof pending;
        }
      }
    }),
  );
}
