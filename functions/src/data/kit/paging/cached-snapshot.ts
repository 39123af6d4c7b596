import { queryAll } from '../query-all';
import { forgettableCache } from './forgettable-cache';

/*
 * Paging kit: the cached snapshot. A list small enough to hold whole (the problem catalogue, the tags,
 * the languages) lives in one partition; a warm function reads the partition once per `freshForMs` and
 * filters, sorts and pages it in memory.
 * Cost: one Query of the partition per function instance per `freshForMs`, 0.5 RCU per 4 KB of the
 * whole partition (eventually consistent), whatever the filters or the page; 0 RCU from memory. Writes
 * cost nothing extra: each item is written once, where it lives. Pick it when the whole list stays
 * under a few hundred KB and ten seconds of staleness is acceptable.
 */

/**
 * Wraps a loader so a warm function answers from memory for `freshForMs`: a burst of visitors at a
 * contest's start costs one read per function instance, not one per visitor. A failed load is not kept.
 */
export function cachedFor<T>(freshForMs: number, load: () => Promise<T>): (now?: number) => Promise<T> {
  // The same cache without its `forget`: a reader that never writes the list has nothing to drop.
  const read = forgettableCache(freshForMs, load);
  return (now?: number) => read(now);
}

/** Every item of one partition, in sort-key order (one Query, paged by DynamoDB every 1 MB). */
export function queryPartition(pk: string): Promise<Record<string, unknown>[]> {
  return queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });
}
