import type { adminDeleteProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import type { RequestContext } from '../../frame/request-context';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import type { Problem } from '../../data/problems/problem-item';
import { deleteProblem as deleteStoredProblem } from '../../data/problems/save-problem';
import { removeFromEveryContest } from '../../data/contest-problems/save-contest-problem';

/**
 * DELETE /api/admin/problem: the problem and what is kept beside it, after it leaves every contest
 * holding it; its submissions stay. Problem admins and the super admin only (the contract's
 * `root|problem_admin`): a plain admin edits problems but does not delete them.
 */
export const deleteProblem: Handler<typeof call, 'problem_admin'> = async ({ query }, context) => {
  const problem = await getProblem(query.pid);
  if (!problem) throw new AppError('problemNotFound', { pid: query.pid });
  await deleteProblemEverywhere(problem, context);
  return null;
};

/**
 * A problem deleted as the admin call deletes one: out of every contest holding it, then the problem
 * and what is kept beside it. The group problem call deletes its group's problems through it.
 */
export async function deleteProblemEverywhere(
  problem: Pick<Problem, 'pid' | 'problemId' | 'gid'>,
  context: RequestContext,
): Promise<void> {
  await removeFromEveryContest(problem.pid);
  await deleteStoredProblem(problem);
  context.log.info('problem deleted', {
    pid: problem.pid,
    problemId: problem.problemId,
    gid: problem.gid,
    by: context.user?.username,
  });
}
