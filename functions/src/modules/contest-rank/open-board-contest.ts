import type { StoredContest } from '@oj/shared';
import { enforce } from '../../frame/enforce';
import { outsideBoardOpen } from '../../policy/outside-board';
import type { ContestScope } from '../../scope/open-scope';

/**
 * The contest of an outside board's call, once its board is open (`outsideBoardOpen`: `openRank` on,
 * started). The routes' `sight` already decided that the contest exists for the viewer (a hidden one
 * for its admins only, a group's for its members); the board shows nothing else of the contest.
 */
export function openBoardContest(scope: ContestScope, now: number): StoredContest {
  enforce(outsideBoardOpen(scope.stored, now));
  return scope.stored;
}
