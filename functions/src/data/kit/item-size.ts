/**
 * A value's size as DynamoDB bills it: names and strings in UTF-8 bytes, binary in bytes, a number one
 * byte per two significant digits plus one, null and booleans 1 byte, a map or list 3 bytes plus 1 a
 * member (a map's member also its name), a set the sum of its members.
 */
export function valueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (typeof value === 'number' || typeof value === 'bigint') {
    const digits = String(value).replace('-', '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
    return Math.ceil(Math.max(1, digits.length) / 2) + 1;
  }
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce((sum: number, member) => sum + valueBytes(member), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, member) => sum + 1 + valueBytes(member), 0);
  return 3 + memberBytes(value as Record<string, unknown>) + Object.keys(value).length;
}

function memberBytes(item: Record<string, unknown>): number {
  return Object.entries(item).reduce(
    (sum, [name, member]) => sum + Buffer.byteLength(name, 'utf8') + valueBytes(member),
    0,
  );
}

/** An item's size: each attribute's name and value. */
export function itemBytes(item: Record<string, unknown>): number {
  return memberBytes(item);
}
