import type { TransactItem } from '../transact';

interface ParsedUpdate {
  key: Record<string, unknown>;
  tableName: string;
  sets: Map<string, unknown>;
  adds: Map<string, unknown>;
}

const clausePattern = /\b(SET|ADD)\s+/g;

/** Splits `SET #a = :a, #b = :b ADD #c :c` into its assignments and additions, by attribute name. */
function parseUpdate(item: TransactItem): ParsedUpdate {
  const update = item.Update;
  if (!update || item.Put || item.Delete || item.ConditionCheck || update.ConditionExpression)
    throw new Error('only unconditional counter updates can be merged');
  const names = update.ExpressionAttributeNames ?? {};
  const values = update.ExpressionAttributeValues ?? {};
  const expression = update.UpdateExpression ?? '';
  const parsed: ParsedUpdate = {
    key: update.Key as Record<string, unknown>,
    tableName: update.TableName as string,
    sets: new Map(),
    adds: new Map(),
  };
  const marks = [...expression.matchAll(clausePattern)];
  if (marks.length === 0 || marks[0]?.index !== 0) throw new Error(`cannot merge update: ${expression}`);
  marks.forEach((mark, index) => {
    const body = expression.slice((mark.index ?? 0) + mark[0].length, marks[index + 1]?.index).trim();
    for (const part of body.split(',').map((text) => text.trim())) {
      const match = mark[1] === 'SET' ? /^(#\w+) = (:\w+)$/.exec(part) : /^(#\w+) (:\w+)$/.exec(part);
      const [, placeholder = '', valueName = ''] = match ?? [];
      const name = names[placeholder];
      if (!match || name === undefined || !(valueName in values))
        throw new Error(`cannot merge update clause: ${part}`);
      (mark[1] === 'SET' ? parsed.sets : parsed.adds).set(name, values[valueName]);
    }
  });
  return parsed;
}

function addValues(left: unknown, right: unknown): unknown {
  if (typeof left === 'number' && typeof right === 'number') return left + right;
  if (left instanceof Set && right instanceof Set) return new Set([...left, ...right]);
  throw new Error('cannot add values of different kinds');
}

function build(update: ParsedUpdate): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clause = (entries: Map<string, unknown>, offset: number, join: string) =>
    [...entries].map(([name, value], index) => {
      names[`#m${offset + index}`] = name;
      values[`:m${offset + index}`] = value;
      return `#m${offset + index}${join}:m${offset + index}`;
    });
  const sets = clause(update.sets, 0, ' = ');
  const adds = clause(update.adds, update.sets.size, ' ');
  return {
    Update: {
      TableName: update.tableName,
      Key: update.key,
      UpdateExpression: [
        sets.length ? `SET ${sets.join(', ')}` : '',
        adds.length ? `ADD ${adds.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * A transaction may touch an item only once, but taking a verdict back and counting a new one
 * both add to the same counter items. This merges counter updates of the same item into one: numbers
 * added up, sets joined, assignments kept (the later wins). Items that touch distinct keys pass as
 * they are.
 */
export function mergeCounterWrites(items: readonly TransactItem[]): TransactItem[] {
  const byKey = new Map<string, TransactItem[]>();
  for (const item of items) {
    const key = item.Update?.Key ?? item.Put?.Item ?? item.Delete?.Key ?? item.ConditionCheck?.Key ?? {};
    const id = `${String(key.pk)}\u0000${String(key.sk)}`;
    byKey.set(id, [...(byKey.get(id) ?? []), item]);
  }
  return [...byKey.values()].map((group) => {
    if (group.length === 1) return group[0] as TransactItem;
    const [first, ...rest] = group.map(parseUpdate) as [ParsedUpdate, ...ParsedUpdate[]];
    for (const next of rest) {
      for (const [name, value] of next.sets) first.sets.set(name, value);
      for (const [name, value] of next.adds)
        first.adds.set(name, first.adds.has(name) ? addValues(first.adds.get(name), value) : value);
    }
    return build(first);
  });
}
