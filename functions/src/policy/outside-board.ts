import { allowed, refused, type Decision } from './decision';
import { contestPhase, type ContestFacts } from './contest';

export type OutsideBoardRefusal = 'contestRankNotOpen' | 'contestNotStarted';

/** What the outside board's rule needs of a contest. */
export interface OutsideBoardContestFacts extends Pick<ContestFacts, 'cid' | 'startTime' | 'endTime'> {
  /** The board is open to visitors. */
  openRank: boolean;
}

/**
 * Whether the contest's outside board (the board without a login: its info, its pages, the cached
 * page) is open, once the contest exists for the viewer (the routes' `sight`): only while the board is
 * open to visitors (`openRank`) and from the start on. It answers everyone alike, admins included, so
 * the rule asks nothing of the viewer.
 */
export function outsideBoardOpen(
  contest: OutsideBoardContestFacts,
  now: number,
): Decision<OutsideBoardRefusal> {
  if (!contest.openRank) return refused('contestRankNotOpen', { cid: contest.cid });
  if (contestPhase(contest, now) === 'before') return refused('contestNotStarted');
  return allowed;
}
