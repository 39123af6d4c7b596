import { contestType, type ContestType } from '@oj/shared';
import { allowed, refused, type Decision } from './decision';
import {
  contestEntry,
  contestPhase,
  contestSight,
  isContestAdmin,
  type ContestFacts,
  type ContestSightRefusal,
  type ContestViewerFacts,
} from './contest';
import type { Viewer } from './viewer';

export type ScrollBoardRefusal =
  ContestSightRefusal | 'scrollBoardAcmOnly' | 'scrollBoardBeforeEnd' | 'scrollBoardRankClosed';

/** What the scroll board's rule needs of a contest besides the entry rules' facts. */
export interface ScrollBoardContestFacts extends ContestFacts {
  type: ContestType;
  /** The board is open to visitors (the outside scoreboard). */
  openRank: boolean;
}

/**
 * Who may read a contest's scroll board (its info and every submission with its verdict). The
 * contract says "anonymous ok", but the data shows what the seal hides, so: an ACM contest only (the
 * resolver replays ACM rules); its admins at any time; anyone else once it has ended, a visitor only
 * when the board is open to visitors (`openRank`), a logged-in account also when it may enter the
 * contest. First of all the contest must exist for the viewer (`contestSight`: a hidden contest is not
 * found for anyone but its admins, a group's is its members').
 */
export function scrollBoardAccess(
  viewer: Viewer,
  contest: ScrollBoardContestFacts,
  facts: ContestViewerFacts,
  now: number,
): Decision<ScrollBoardRefusal> {
  const cid = contest.cid;
  const sight = contestSight(viewer, contest, facts);
  if (!sight.allowed) return sight;
  if (contest.type !== contestType.acm) return refused('scrollBoardAcmOnly', { cid });
  if (isContestAdmin(viewer, contest, facts)) return allowed;
  if (contestPhase(contest, now) !== 'ended') return refused('scrollBoardBeforeEnd', { cid });
  if (contest.openRank) return allowed;
  if (viewer !== undefined && contestEntry(viewer, contest, facts, now).allowed) return allowed;
  return refused('scrollBoardRankClosed', { cid });
}
