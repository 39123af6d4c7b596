/*
 * Snapshot kit: the lifecycle. Every ranked snapshot is served the same way: built by the first
 * reader when there is none; served as stored while it is not due for a rebuild; once due, rebuilt by
 * the one reader that takes the lease while every other reader serves the stored one. What "due"
 * means is the list's own rule (a board: rows changed and two seconds passed; the ranking: a minute).
 */
export interface SnapshotLifecycle<Head, Served> {
  /** The stored head; null before the first build, or for a head the reader cannot serve. */
  head: Head | null;
  /** Whether the stored snapshot should be rebuilt. */
  due(head: Head): boolean;
  takeLease(): Promise<boolean>;
  /** Build, store and point the head at a new snapshot; `replaced` is the head it replaces. */
  build(replaced: Head | null): Promise<Served>;
  serve(head: Head): Promise<Served>;
}

export async function servedSnapshot<Head, Served>(life: SnapshotLifecycle<Head, Served>): Promise<Served> {
  if (life.head === null) return life.build(null);
  if (!life.due(life.head) || !(await life.takeLease())) return life.serve(life.head);
  return life.build(life.head);
}

/**
 * Snapshot objects already read, by key: a key's content never changes, so a warm function reads
 * each once. Keeps the last `size` (cleared whole when full: snapshots turn over, old keys go cold).
 */
export function objectsReadOnce<T>(size: number) {
  const read = new Map<string, T>();
  return {
    get: (key: string): T | undefined => read.get(key),
    remember(key: string, value: T): T {
      if (read.size >= size) read.clear();
      read.set(key, value);
      return value;
    },
  };
}
