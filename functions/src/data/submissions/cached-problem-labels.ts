import { getProblemLabels, type ProblemLabel } from './get-problem-labels';

/**
 * Titles and difficulties change rarely and every list page names up to 100 problems, so a warm
 * function keeps each label for a minute: a busy status page reads them once a minute, not per row.
 */
const labelFreshMs = 60_000;
const labelCache = new Map<number, { label: ProblemLabel | undefined; at: number }>();

/** The labels of some problems, from the cache or one batch read of the missing ones. */
export async function problemLabels(
  pids: readonly number[],
  now: number = Date.now(),
): Promise<Map<number, ProblemLabel | undefined>> {
  const missing = [...new Set(pids)].filter((pid) => {
    const cached = labelCache.get(pid);
    return !cached || now - cached.at > labelFreshMs;
  });
  if (missing.length > 0) {
    const read = await getProblemLabels(missing);
    for (const pid of missing) labelCache.set(pid, { label: read.get(pid), at: now });
  }
  return new Map(pids.map((pid) => [pid, labelCache.get(pid)?.label]));
}
