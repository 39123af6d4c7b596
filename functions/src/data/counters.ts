import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo-client';
import type { ItemKey } from './item-key';
import { buildUpdate } from './kit/update-expression';

/**
 * Adds to numeric attributes atomically with `ADD`, creating the item and the attributes when absent.
 * Returns the new values. Counters never need a read-modify-write, so concurrent verdicts cannot lose
 * an increment.
 */
export async function addToCounters(
  key: ItemKey,
  deltas: Record<string, number>,
): Promise<Record<string, number>> {
  const names = Object.keys(deltas);
  const update = buildUpdate({ add: deltas });
  if (!update) return {};
  const output = await dynamo().send(
    new UpdateCommand({ TableName: tableName(), Key: key, ...update, ReturnValues: 'UPDATED_NEW' }),
  );
  const attributes = output.Attributes ?? {};
  return Object.fromEntries(names.map((name) => [name, Number(attributes[name] ?? 0)]));
}
