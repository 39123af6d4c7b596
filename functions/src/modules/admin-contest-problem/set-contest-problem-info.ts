import type { adminSetContestProblemInfo as call, CallBody, ContestProblem, StoredContest } from '@oj/shared';
import type { SignedInContext } from '../../frame/route';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getContestProblemByPid } from '../../data/contest-problems/read-contest-problems';
import { assertProblemFitsContest } from './problem-fits-contest';
import { linkProblem } from './link-problem';

/**
 * Sets the display id, title and colour of a problem in `contest` (which the caller may change). A
 * problem not yet there joins it, by the same rules as from the public set: the form of a new
 * contest-only problem links it this way once it is created.
 */
export async function setContestProblemLink(
  body: CallBody<typeof call>,
  contest: StoredContest,
  context: SignedInContext,
): Promise<ContestProblem> {
  const [problem, stored] = await Promise.all([
    getProblem(body.pid),
    getContestProblemByPid(contest.cid, body.pid),
  ]);
  if (!problem) throw new AppError('problemNotFound', { pid: body.pid });
  if (!stored) assertProblemFitsContest(problem, contest);
  const link = await linkProblem({ ...body, cid: contest.cid }, problem.problemId, stored);
  context.log.info('contest problem set', { cid: contest.cid, pid: body.pid, by: context.user.username });
  return link;
}

/**
 * PUT /api/admin/contest/contest-problem: a problem's link to the contest (`setContestProblemLink`),
 * for the contest's admins (the route's `administer`).
 */
export const setContestProblemInfo: ScopedHandler<typeof call, 'admin', 'contest'> = async (
  { body },
  context,
) => setContestProblemLink(body, context.scope.stored, context);
