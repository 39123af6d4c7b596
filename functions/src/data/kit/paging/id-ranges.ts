/*
 * Paging kit: id ranges. The list's items each have their own partition, keyed by an id taken from one
 * dense sequence that never reuses a number (submissions); the newest id is also the count, and page k
 * of size L, newest first, is the ids `latest−(k−1)·L` down to `latest−k·L+1`, read with one
 * BatchGetItem (`batchGetItems`, 100 keys a request).
 * Cost: read 1 GetItem of the sequence (0.5 RCU) and 0.5 RCU per item per 4 KB, each item rounded up
 * on its own (project away large attributes); page 1,000 costs what page 1 does. Write: taking an id
 * is one `ADD` on the sequence item (1 WCU). Pick it for an append-only list that is never reordered.
 * A filtered view of such a list cannot skip by id; read an index newest first instead, and say what a
 * deep page costs.
 */

/** The ids of page `currentPage` (from 1) of `limit` items, newest first; empty past the last page. */
export function newestFirstIds(latest: number, currentPage: number, limit: number): number[] {
  const top = latest - (currentPage - 1) * limit;
  return Array.from({ length: Math.max(0, Math.min(limit, top)) }, (_, index) => top - index);
}
