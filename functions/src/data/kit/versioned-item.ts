/**
 * The stamp every stored item carries: which entity it is and the version of that entity's layout, so
 * a reader (or a migration) can tell an old item from a new one. `toItem` and `stampOf` are the only
 * places that write it; `withoutStamp` is the one place that takes it (and the key) back off.
 */
export type ItemStamp = {
  entity: string;
  v: number;
};

/** The stamp of an entity's items at a layout version, for an update that creates the item. */
export function stampOf(entity: string, version: number): ItemStamp {
  return { entity, v: version };
}

/**
 * A stored item: its key attributes (the primary key, and any index keys), the stamp, then its fields.
 * Fields come last, so a field can never be mistaken for the key or the stamp by a reader.
 */
export function toItem<Key extends object>(
  key: Key,
  entity: string,
  version: number,
  fields: object,
): Key & ItemStamp & Record<string, unknown> {
  return { ...key, ...stampOf(entity, version), ...(fields as Record<string, unknown>) };
}

/** An item's fields without its primary key and its stamp. */
export function withoutStamp<Item extends Record<string, unknown>>(
  item: Item,
): Omit<Item, 'pk' | 'sk' | 'entity' | 'v'> {
  const { pk: _pk, sk: _sk, entity: _entity, v: _v, ...fields } = item;
  return fields;
}
