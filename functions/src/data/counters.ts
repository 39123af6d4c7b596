import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo-client';
import type { ItemKey } from './item-key';

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
  if (names.length === 0) return {};
  const expression = names.map((_, index) => `#c${index} :d${index}`).join(', ');
  const output = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${expression}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#c${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, index) => [`:d${index}`, deltas[name]])),
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const attributes = output.Attributes ?? {};
  return Object.fromEntries(names.map((name) => [name, Number(attributes[name] ?? 0)]));
}
