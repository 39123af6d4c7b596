import { tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import type { TransactItem } from '../transact';

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
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ...delta.condition?.values };
  let index = 0;
  const placeholder = (name: string, value: unknown) => {
    names[`#d${index}`] = name;
    values[`:d${index}`] = value;
    index += 1;
    return [`#d${index - 1}`, `:d${index - 1}`] as const;
  };
  const adds: string[] = [];
  for (const [name, value] of Object.entries(delta.add ?? {})) {
    if (value === 0) continue;
    const [n, v] = placeholder(name, value);
    adds.push(`${n} ${v}`);
  }
  for (const [name, pids] of Object.entries(delta.addToSets ?? {})) {
    if (pids.length === 0) continue;
    const [n, v] = placeholder(name, new Set(pids));
    adds.push(`${n} ${v}`);
  }
  const deletes: string[] = [];
  for (const [name, pids] of Object.entries(delta.deleteFromSets ?? {})) {
    if (pids.length === 0) continue;
    const [n, v] = placeholder(name, new Set(pids));
    deletes.push(`${n} ${v}`);
  }
  const sets: string[] = [];
  for (const [name, value] of Object.entries(delta.assign ?? {})) {
    const [n, v] = placeholder(name, value);
    sets.push(`${n} = ${v}`);
  }
  const clauses = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
    deletes.length ? `DELETE ${deletes.join(', ')}` : '',
  ].filter(Boolean);
  if (clauses.length === 0 && !delta.condition) return undefined;
  if (clauses.length === 0) {
    return {
      ConditionCheck: {
        TableName: tableName(),
        Key: delta.key,
        ConditionExpression: delta.condition?.expression,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      },
    };
  }
  return {
    Update: {
      TableName: tableName(),
      Key: delta.key,
      UpdateExpression: clauses.join(' '),
      ...(delta.condition ? { ConditionExpression: delta.condition.expression } : {}),
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** The writes of a list of deltas: merged per item, items that change nothing left out. */
export function deltaWrites(deltas: readonly CounterDelta[]): TransactItem[] {
  return mergeDeltas(deltas)
    .map(deltaToUpdate)
    .filter((item): item is TransactItem => item !== undefined);
}
