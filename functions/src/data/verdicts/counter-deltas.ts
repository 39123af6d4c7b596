import { tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import type { TransactItem } from '../transact';
import { buildUpdate } from '../kit/update-expression';

/**
 * One item's share of a verdict change: numbers added, pids added to or deleted from number sets,
 * attributes assigned, and an optional condition. Deltas of the same item are merged before they are
 * written, as a transaction may touch an item only once.
 */
export interface CounterDelta {
  key: ItemKey;
  add?: Record<string, number>;
  addToSets?: Record<string, number[]>;
  deleteFromSets?: Record<string, number[]>;
  assign?: Record<string, unknown>;
  condition?: { expression: string; values: Record<string, unknown> };
}

const idOf = (key: ItemKey) => `${key.pk}\u0000${key.sk}`;

/** Merge the deltas of each item: numbers summed, set changes and assignments joined. */
export function mergeDeltas(deltas: readonly CounterDelta[]): CounterDelta[] {
  const merged = new Map<string, CounterDelta>();
  for (const delta of deltas) {
    const into = merged.get(idOf(delta.key));
    if (!into) {
      merged.set(idOf(delta.key), {
        key: delta.key,
        add: { ...delta.add },
        addToSets: { ...delta.addToSets },
        deleteFromSets: { ...delta.deleteFromSets },
        assign: { ...delta.assign },
        condition: delta.condition,
      });
      continue;
    }
    for (const [name, value] of Object.entries(delta.add ?? {}))
      into.add = { ...into.add, [name]: (into.add?.[name] ?? 0) + value };
    for (const [name, pids] of Object.entries(delta.addToSets ?? {}))
      into.addToSets = { ...into.addToSets, [name]: [...(into.addToSets?.[name] ?? []), ...pids] };
    for (const [name, pids] of Object.entries(delta.deleteFromSets ?? {}))
      into.deleteFromSets = {
        ...into.deleteFromSets,
        [name]: [...(into.deleteFromSets?.[name] ?? []), ...pids],
      };
    into.assign = { ...into.assign, ...delta.assign };
    if (delta.condition) into.condition = delta.condition;
  }
  return [...merged.values()];
}

/** The Update of one merged delta; undefined when it changes nothing and checks nothing. */
export function deltaToUpdate(delta: CounterDelta): TransactItem | undefined {
  const changes = buildUpdate(
    {
      add: {
        ...Object.fromEntries(Object.entries(delta.add ?? {}).filter(([, value]) => value !== 0)),
        ...nonEmptySets(delta.addToSets),
      },
      delete: nonEmptySets(delta.deleteFromSets),
      set: delta.assign,
    },
    'd',
  );
  const conditionValues = delta.condition?.values ?? {};
  if (!changes && !delta.condition) return undefined;
  if (!changes) {
    return {
      ConditionCheck: {
        TableName: tableName(),
        Key: delta.key,
        ConditionExpression: delta.condition?.expression,
        ...(Object.keys(conditionValues).length ? { ExpressionAttributeValues: conditionValues } : {}),
      },
    };
  }
  const values = { ...conditionValues, ...changes.ExpressionAttributeValues };
  return {
    Update: {
      TableName: tableName(),
      Key: delta.key,
      UpdateExpression: changes.UpdateExpression,
      ...(delta.condition ? { ConditionExpression: delta.condition.expression } : {}),
      ExpressionAttributeNames: changes.ExpressionAttributeNames,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** Number sets with at least one pid; DynamoDB refuses an empty set. */
function nonEmptySets(sets: Record<string, number[]> | undefined): Record<string, Set<number>> {
  return Object.fromEntries(
    Object.entries(sets ?? {})
      .filter(([, pids]) => pids.length > 0)
      .map(([name, pids]) => [name, new Set(pids)]),
  );
}

/** The writes of a list of deltas: merged per item, items that change nothing left out. */
export function deltaWrites(deltas: readonly CounterDelta[]): TransactItem[] {
  return mergeDeltas(deltas)
    .map(deltaToUpdate)
    .filter((item): item is TransactItem => item !== undefined);
}
