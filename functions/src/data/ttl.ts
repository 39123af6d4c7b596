import { tableDefinition } from '@oj/shared';

/** The TTL attribute value for an item that should disappear `seconds` from now. */
export function expiresAfter(seconds: number, now: number = Date.now()): number {
  return Math.floor(now / 1000) + Math.ceil(seconds);
}

/** DynamoDB deletes expired items lazily (within days), so reads must also ignore them. */
export function isExpired(item: Record<string, unknown>, now: number = Date.now()): boolean {
  const expiresAt = item[tableDefinition.ttlAttribute];
  return typeof expiresAt === 'number' && expiresAt * 1000 <= now;
}
