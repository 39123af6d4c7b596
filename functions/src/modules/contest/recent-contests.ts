import type { ContestLine } from '@oj/shared';

/** How far ahead the home page looks for contests about to start. */
export const recentContestWindowMs = 14 * 24 * 3600 * 1000;

/**
 * The home page's recent contests: the site's visible contests running at `now` or starting within
 * the next two weeks, the first to start first (ties: newest id first).
 */
export function recentContests(lines: readonly ContestLine[], now: number): ContestLine[] {
  return lines
    .filter(
      (line) =>
        line.visible &&
        line.gid === null &&
        Date.parse(line.endTime) > now &&
        Date.parse(line.startTime) <= now + recentContestWindowMs,
    )
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || b.cid - a.cid);
}
