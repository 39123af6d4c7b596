/*
 * Paging kit: reading a cached catalogue by key. A list whose rows are named by fresher data than the
 * copy (a training's links, a user's solved set, a problem's tag ids) takes each row's line from the
 * copy when it holds it and reads the lines it lacks by key, so the list never silently loses a row
 * because the copy is older than the data. Lists whose rows are the catalogue itself (the problem
 * list, the tags dialog) page the copy as it is: there nothing names a line the copy does not hold.
 * Cost: nothing beyond the copy when it holds every key; otherwise one batched read of the missing
 * keys (a BatchGetItem, 0.5 RCU per line), only in the seconds before the copy is reloaded, and for a
 * key whose line is gone for good (a deleted problem), on every read.
 */

/**
 * The lines of `keys`: from `cached` where it holds them, the others from `readMissing` (asked once,
 * only when some are missing, with each missing key once). A key with no line anywhere is absent.
 */
export async function linesByKey<Key, Line>(
  keys: readonly Key[],
  cached: ReadonlyMap<Key, Line>,
  readMissing: (missing: readonly Key[]) => Promise<Iterable<readonly [Key, Line]>>,
): Promise<ReadonlyMap<Key, Line>> {
  const missing = [...new Set(keys.filter((key) => !cached.has(key)))];
  if (missing.length === 0) return cached;
  return new Map([...cached, ...(await readMissing(missing))]);
}
