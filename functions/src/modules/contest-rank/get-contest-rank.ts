import type { getContestRank as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { isContestAdmin } from '../../policy/contest';
import { isSuperAdmin } from '../../policy/viewer';
import { rebuildBoardRows } from '../../data/contest-boards/rebuild-board-rows';
import { boardViewFor } from './board-view';
import { boardPageRequestOf } from './board-request';
import { readBoardPage } from './read-board-page';

/**
 * POST /api/get-contest-rank: a page of the board for whoever may enter the contest (the route's
 * `enter`). Contest admins see the real board; others the frozen one while the seal holds.
 * `forceRefresh` rebuilds the view's snapshot now for a contest admin, and for the super admin first
 * derives every row again from the contest's submissions; for anyone else it is ignored.
 */
export const getContestRank: ScopedHandler<typeof call, 'user', 'contest'> = async ({ body }, context) => {
  const { user: viewer, scope } = context;
  const contest = scope.stored;
  const now = Date.now();
  const admin = isContestAdmin(viewer, scope.contest, scope);
  const view = boardViewFor(contest, body, new Date(now).toISOString(), admin);
  const force = body.forceRefresh === true && admin;
  if (force && isSuperAdmin(viewer)) await rebuildBoardRows(contest.cid, contest.endTime);
  return readBoardPage(contest, view, boardPageRequestOf(body, contest, viewer.uid), { now, rebuild: force });
};
