import type { adminGetContestProblemInfo as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getContestProblemByPid } from '../../data/contest-problems/read-contest-problems';
import { contestProblemLinkOf } from '../../data/contest-problems/contest-problem-item';

/**
 * GET /api/admin/contest/contest-problem: a problem's link to the contest (display id, title,
 * colour), for the contest's admins (the route's `administer`).
 */
export const getContestProblemInfo: ScopedHandler<typeof call, 'admin', 'contest'> = async ({ query }) => {
  const link = await getContestProblemByPid(query.cid, query.pid);
  if (!link) throw new AppError('contestProblemNotFound', { cid: query.cid, problem: query.pid });
  return contestProblemLinkOf(link);
};
