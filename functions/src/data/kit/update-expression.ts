/**
 * What an UpdateItem changes, clause by clause. Every attribute name and value goes through a
 * placeholder, as many of ours (`status`, `round`, `language`, `count`, `value`…) are reserved words.
 */
export interface UpdateClauses {
  /** Attributes assigned; an `undefined` value is left out (not written, not removed). */
  set?: Readonly<Record<string, unknown>>;
  /** Numbers added to (a negative number subtracts), or sets joined; absent attributes start empty. */
  add?: Readonly<Record<string, number | ReadonlySet<unknown>>>;
  /** Attributes removed. */
  remove?: readonly string[];
  /** Elements taken out of sets. */
  delete?: Readonly<Record<string, ReadonlySet<unknown>>>;
}

/** The parts of an UpdateItem input the clauses become, ready to spread into a command. */
export interface UpdateParts {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  /** Absent when no clause carries a value (an update that only removes). */
  ExpressionAttributeValues?: Record<string, unknown>;
}

const clauseOrder = ['set', 'add', 'remove', 'delete'] as const;

/**
 * Build an update expression from its clauses, written in DynamoDB's order (SET, ADD, REMOVE, DELETE).
 * Placeholders are `#<prefix><n>` and `:<prefix><n>`, numbered in the order the clauses and their
 * attributes are given, so a caller that adds its own placeholders (a condition's) picks another
 * prefix. Undefined when the clauses change nothing.
 */
export function buildUpdate(clauses: UpdateClauses, prefix = 'u'): UpdateParts | undefined {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const rendered: Partial<Record<(typeof clauseOrder)[number], string[]>> = {};
  let next = 0;
  const placeholder = (name: string) => {
    const index = next++;
    names[`#${prefix}${index}`] = name;
    return index;
  };
  for (const clause of Object.keys(clauses) as (keyof UpdateClauses)[]) {
    const parts: string[] = [];
    if (clause === 'remove') {
      for (const name of clauses.remove ?? []) parts.push(`#${prefix}${placeholder(name)}`);
    } else {
      for (const [name, value] of Object.entries(clauses[clause] ?? {})) {
        if (value === undefined) continue;
        const index = placeholder(name);
        values[`:${prefix}${index}`] = value;
        parts.push(
          clause === 'set'
            ? `#${prefix}${index} = :${prefix}${index}`
            : `#${prefix}${index} :${prefix}${index}`,
        );
      }
    }
    if (parts.length > 0) rendered[clause] = parts;
  }
  const expression = clauseOrder
    .filter((clause) => rendered[clause])
    .map((clause) => `${clause.toUpperCase()} ${rendered[clause]?.join(', ')}`)
    .join(' ');
  if (expression === '') return undefined;
  return {
    UpdateExpression: expression,
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}

/** `buildUpdate` for clauses written out in the code, which always change something. */
export function requireUpdate(clauses: UpdateClauses, prefix = 'u'): UpdateParts {
  const update = buildUpdate(clauses, prefix);
  if (!update) throw new Error('an update with no clauses changes nothing');
  return update;
}
