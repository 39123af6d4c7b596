import type { adminSetContestProblemInfo as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getContestProblemByPid } from '../../data/contest-problems/read-contest-problems';
import { assertProblemFitsContest } from './problem-fits-contest';
import { linkProblem } from './link-problem';

/**
 * PUT /api/admin/contest/contest-problem: sets the display id, title and colour of a problem in the
 * contest, for its admins (the route's `administer`). A problem not yet there joins it, by the same
 * rules as from the public set: the form of a new contest-only problem links it this way once it is
 * created.
 */
export const setContestProblemInfo: ScopedHandler<typeof call, 'admin', 'contest'> = async (
  { body },
  context,
) => {
  const [problem, stored] = await Promise.all([
    getProblem(body.pid),
    getContestProblemByPid(body.cid, body.pid),
  ]);
  if (!problem) throw new AppError('problemNotFound', { pid: body.pid });
  if (!stored) assertProblemFitsContest(problem, context.scope.stored);
  const link = await linkProblem(body, problem.problemId, stored);
  context.log.info('contest problem set', { cid: body.cid, pid: body.pid, by: context.user.username });
  return link;
};
