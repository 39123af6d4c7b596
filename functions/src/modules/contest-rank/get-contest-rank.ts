import type { getContestRank as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { isContestAdmin } from '../../policy/contest';
import { isSuperAdmin } from '../../policy/viewer';
import { rebuildBoardRows } from '../../data/contest-boards/rebuild-board-rows';
import { contestForContestant } from '../contest-problem/contest-for-contestant';
import { boardViewFor } from './board-view';
import { boardPageRequestOf } from './board-request';
import { readBoardPage } from './read-board-page';

/**
 * POST /api/get-contest-rank: a page of the board for whoever may enter the contest
 * (`contestEntry`). Contest admins see the real board; others the frozen one while the seal holds.
 * `forceRefresh` rebuilds the view's snapshot now for a contest admin, and for the super admin first
 * derives every row again from the contest's submissions; for anyone else it is ignored.
 */
export const getContestRank: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const viewer = context.user;
  const { contest, scope } = await contestForContestant(body.cid, viewer);
  const now = Date.now();
  const admin = isContestAdmin(viewer, contest, scope);
  const view = boardViewFor(contest, body, new Date(now).toISOString(), admin);
  const force = body.forceRefresh === true && admin;
  if (force && isSuperAdmin(viewer)) await rebuildBoardRows(contest.cid, contest.endTime);
  return readBoardPage(contest, view, boardPageRequestOf(body, contest, viewer.uid), { now, rebuild: force });
};
