import { contestPhase, isContestAdmin, type ContestFacts, type ContestViewerFacts } from './contest';
import type { Viewer } from './viewer';

/** What the seal rule needs of a contest, beyond the contest facts. */
export interface ContestSealFacts extends ContestFacts {
  sealRank: boolean;
  /** ISO time the seal begins (the start when the whole contest is sealed); null when not sealed. */
  sealRankTime: string | null;
}

/**
 * Whether the viewer sees results as they come (spec part 2 §2: the problem list's AC and total
 * counts are a question mark otherwise; the board is sealed by the same rule): always for the
 * contest's admins and once the contest has ended; for everyone else, unless the contest is sealed
 * and the seal has begun. An OI contest without real-time results is one sealed from its start.
 */
export function contestRealTime(
  viewer: Viewer,
  contest: ContestSealFacts,
  facts: ContestViewerFacts,
  now: number,
): boolean {
  if (isContestAdmin(viewer, contest, facts)) return true;
  if (contestPhase(contest, now) === 'ended') return true;
  if (!contest.sealRank) return true;
  const sealFrom = Date.parse(contest.sealRankTime ?? contest.startTime);
  return now < sealFrom;
}
