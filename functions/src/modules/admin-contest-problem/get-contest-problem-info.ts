import type { adminGetContestProblemInfo as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getContestProblemByPid } from '../../data/contest-problems/read-contest-problems';
import { contestProblemLinkOf } from '../../data/contest-problems/contest-problem-item';
import { contestToChange } from './contest-to-change';

/** GET /api/admin/contest/contest-problem: a problem's link to the contest (display id, title, colour). */
export const getContestProblemInfo: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  const [, link] = await Promise.all([
    contestToChange(query.cid, context.user),
    getContestProblemByPid(query.cid, query.pid),
  ]);
  if (!link) throw new AppError('contestProblemNotFound', { cid: query.cid, problem: query.pid });
  return contestProblemLinkOf(link);
};
