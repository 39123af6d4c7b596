import { applyPublicProgress, type applyGroupProblemPublic as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { changeApplyPublicProgress } from '../../data/problems/apply-public-progress';
import { getProblem } from '../../data/problems/get-problem';
import { openGroupProblemToChange } from './open-group-problem';

/**
 * PUT /api/group/apply-public?pid&isApplied: `true` puts the group problem in the site admins' review
 * queue (applying, again after a refusal), `false` withdraws it; by a root of the group or the group
 * admin who made it. A problem already accepted (its copy is public) stays accepted.
 */
export const applyGroupProblemPublic: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const { problem } = await openGroupProblemToChange(query.pid, context.user);
  const alreadyPublic = new AppError('groupProblemAlreadyPublic', { problemId: problem.problemId });
  if (problem.applyPublicProgress === applyPublicProgress.accepted) throw alreadyPublic;
  const changed = await changeApplyPublicProgress(problem, {
    progress: query.isApplied ? applyPublicProgress.applying : null,
    from: [null, applyPublicProgress.applying, applyPublicProgress.refused],
    modifiedUser: context.user.username,
  });
  if (changed) return null;
  // Accepted, or deleted, in the meantime.
  const now = await getProblem(query.pid);
  if (!now) throw new AppError('groupProblemNotFound', { pid: query.pid });
  throw alreadyPublic;
};
