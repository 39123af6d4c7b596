import type { adminGetContestProblemInfo as call, ContestProblem } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getContestProblemByPid } from '../../data/contest-problems/read-contest-problems';
import { contestProblemLinkOf } from '../../data/contest-problems/contest-problem-item';

/** Problem `pid`'s link to contest `cid` (display id, title, colour); `contestProblemNotFound` if none. */
export async function contestProblemLink(cid: number, pid: number): Promise<ContestProblem> {
  const link = await getContestProblemByPid(cid, pid);
  if (!link) throw new AppError('contestProblemNotFound', { cid, problem: pid });
  return contestProblemLinkOf(link);
}

/**
 * GET /api/admin/contest/contest-problem: a problem's link to the contest, for the contest's admins
 * (the route's `administer`).
 */
export const getContestProblemInfo: ScopedHandler<typeof call, 'admin', 'contest'> = async ({ query }) =>
  contestProblemLink(query.cid, query.pid);
