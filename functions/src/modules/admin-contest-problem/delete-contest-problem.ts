import type { adminDeleteContestProblem as call } from '@oj/shared';
import type { SignedInContext } from '../../frame/route';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { deleteProblem } from '../../data/problems/save-problem';
import { getContestProblemByPid } from '../../data/contest-problems/read-contest-problems';
import {
  removeContestProblem,
  removeFromEveryContest,
} from '../../data/contest-problems/save-contest-problem';

/**
 * The problem leaves one contest, which the caller may change; it stays where it was (the site, its
 * group), and its submissions stay as the record.
 */
export async function removeFromContest(cid: number, pid: number, context: SignedInContext): Promise<void> {
  const link = await getContestProblemByPid(cid, pid);
  if (!link) throw new AppError('contestProblemNotFound', { cid, problem: pid });
  await removeContestProblem(link);
  context.log.info('contest problem removed', { cid, pid, by: context.user.username });
}

/**
 * The problem itself is deleted, as `DELETE /api/admin/problem` does, after it leaves every contest
 * that holds it, so no contest lists a problem that is gone.
 */
async function deleteWholeProblem(pid: number, context: SignedInContext): Promise<void> {
  const problem = await getProblem(pid);
  if (!problem) throw new AppError('problemNotFound', { pid });
  const contests = await removeFromEveryContest(pid);
  await deleteProblem(problem);
  context.log.info('contest problem deleted', {
    pid,
    problemId: problem.problemId,
    contests,
    by: context.user.username,
  });
}

/**
 * DELETE /api/admin/contest/problem: with `cid`, the contest admin (the route's `administer` of
 * the contest it names) takes the problem out of that contest; without, the problem itself is
 * deleted (the contract's two uses of the call). Problem admins and the super admin only
 * (`root|problem_admin`).
 */
export const deleteContestProblem: ScopedHandler<typeof call, 'problem_admin', 'any'> = async (
  { query },
  context,
) => {
  if (context.scope.kind === 'contest')
    await removeFromContest(context.scope.contest.cid, query.pid, context);
  else await deleteWholeProblem(query.pid, context);
  return null;
};
