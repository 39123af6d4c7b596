import type { RankSnapshot } from './rank-snapshot';
import { loadRankSnapshot, rankSnapshotMaxAgeMs } from './stored-rank-snapshot';

/** How long a warm function answers from its copy before it asks the head again. */
export const rankMemoryMs = 5_000;

/**
 * How long a function serving a snapshot older than a minute (another caller holds the rebuild's
 * lease) keeps it before asking again: the head and a failed lease once a second at most per function
 * while the build runs.
 */
export const staleRetryMs = 1_000;

let held: { value: Promise<RankSnapshot>; until: number } | undefined;

/**
 * The snapshot every page is cut from. A warm function keeps its copy for `rankMemoryMs`, but never
 * past the snapshot's minute, so a verdict shows within a minute of the build before it (plus the
 * rebuild): between builds a page costs 0 RCU from memory, or one GetItem of the head.
 */
export function currentRankSnapshot(now = Date.now()): Promise<RankSnapshot> {
  if (held && now < held.until) return held.value;
  const value = loadRankSnapshot(now);
  const entry = { value, until: now + rankMemoryMs };
  held = entry;
  value.then(
    (snapshot) => {
      const expires = Date.parse(snapshot.builtAt) + rankSnapshotMaxAgeMs;
      entry.until = Math.min(now + rankMemoryMs, Math.max(expires, now + staleRetryMs));
    },
    () => {
      if (held === entry) held = undefined;
    },
  );
  return value;
}
