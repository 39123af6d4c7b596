/** The primary key of an item in the single table. */
export interface ItemKey {
  pk: string;
  sk: string;
}

/** Joins key parts with `#`, the separator every entity's keys use. */
export function keyOf(...parts: (string | number)[]): string {
  return parts.join('#');
}
