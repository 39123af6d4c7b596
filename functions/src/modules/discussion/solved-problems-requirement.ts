import { getUserStats } from '../../data/stats/get-user-stats';
import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { problemsStillToSolve } from '../../policy/posting-requirement';

/**
 * Refuses a post by an account that has solved fewer problems than the site asks for (the switch
 * page's `defaultCreateDiscussionACInitValue`, or `defaultCreateCommentACInitValue` for comments and
 * replies under a discussion), saying how many more it needs. Admin roles and a requirement of 0 read
 * nothing; everyone else costs one GetItem of their totals.
 */
export async function requireSolvedProblems(
  user: RequestUser,
  required: number,
  refusal: 'discussionNeedsSolvedProblems' | 'commentNeedsSolvedProblems',
): Promise<void> {
  if (problemsStillToSolve(user, 0, required) === 0) return;
  const solved = (await getUserStats(user.uid)).solved.length;
  const more = problemsStillToSolve(user, solved, required);
  if (more > 0) throw new AppError(refusal, { required, more });
}
