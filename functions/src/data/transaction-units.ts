import { tableDefinition } from '@oj/shared';
import { itemBytes } from './kit/item-size';

/** The key of one item of a TransactWriteItems request, whatever its kind. */
export function transactItemKey(item: Record<string, unknown>): Record<string, unknown> | undefined {
  const [operation] = Object.values(item) as {
    Key?: Record<string, unknown>;
    Item?: Record<string, unknown>;
  }[];
  if (!operation) return undefined;
  if (operation.Key) return operation.Key;
  if (!operation.Item) return undefined;
  return {
    [tableDefinition.partitionKey]: operation.Item[tableDefinition.partitionKey],
    [tableDefinition.sortKey]: operation.Item[tableDefinition.sortKey],
  };
}

/**
 * What AWS bills for one item written in a transaction: two write units per started KB, once for the
 * table and once for every global secondary index holding the item (each index holds all of its
 * attributes). A deleted item, gone when it is read back, is billed as one KB in the table.
 */
export function transactionItemUnits(stored: Record<string, unknown> | undefined): number {
  if (!stored) return 2;
  const kilobytes = Math.max(1, Math.ceil(itemBytes(stored) / 1024));
  const indexes = tableDefinition.globalIndexes.filter((index) => stored[index.partitionKey] !== undefined);
  return 2 * kilobytes * (1 + indexes.length);
}
