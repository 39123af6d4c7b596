import type { adminAddContestProblemFromPublic as call, StoredContest } from '@oj/shared';
import type { SignedInContext } from '../../frame/route';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { assertProblemFitsContest } from './problem-fits-contest';
import { linkProblem } from './link-problem';

/**
 * A problem of the public set joins `contest` (which the caller may change) under a display id, shown
 * with its own title and no balloon colour until an admin sets them.
 */
export async function addPublicProblem(
  body: { pid: number; displayId: string },
  contest: StoredContest,
  context: SignedInContext,
): Promise<void> {
  const problem = await getProblem(body.pid);
  if (!problem) throw new AppError('problemNotFound', { pid: body.pid });
  assertProblemFitsContest(problem, contest);
  await linkProblem(
    { cid: contest.cid, pid: body.pid, displayId: body.displayId, displayTitle: problem.title, color: null },
    problem.problemId,
  );
  context.log.info('contest problem added', { cid: contest.cid, pid: body.pid, by: context.user.username });
}

/**
 * POST /api/admin/contest/add-problem-from-public: a site problem joins the contest, which the
 * caller administers (the route's `administer`).
 */
export const addProblemFromPublic: ScopedHandler<typeof call, 'admin', 'contest'> = async (
  { body },
  context,
) => {
  await addPublicProblem(body, context.scope.stored, context);
  return null;
};
