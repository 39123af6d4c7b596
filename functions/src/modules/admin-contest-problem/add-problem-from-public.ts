import type { adminAddContestProblemFromPublic as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { assertProblemFitsContest } from './problem-fits-contest';
import { linkProblem } from './link-problem';

/**
 * POST /api/admin/contest/add-problem-from-public: a site problem joins the contest (which the
 * caller administers: the route's `administer`) under a display id, shown with its own title and no
 * balloon colour until the admin sets them.
 */
export const addProblemFromPublic: ScopedHandler<typeof call, 'admin', 'contest'> = async (
  { body },
  context,
) => {
  const problem = await getProblem(body.pid);
  if (!problem) throw new AppError('problemNotFound', { pid: body.pid });
  assertProblemFitsContest(problem, context.scope.stored);
  await linkProblem(
    { cid: body.cid, pid: body.pid, displayId: body.displayId, displayTitle: problem.title, color: null },
    problem.problemId,
  );
  context.log.info('contest problem added', { cid: body.cid, pid: body.pid, by: context.user.username });
  return null;
};
