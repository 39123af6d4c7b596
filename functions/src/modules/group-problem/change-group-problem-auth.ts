import type { changeGroupProblemAuth as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { changeProblemAuth } from '../../data/problems/change-problem-auth';
import { openGroupProblemToChange } from './open-group-problem';

/**
 * PUT /api/group/change-problem-auth?pid&auth: 1 public (the members' list shows it), 2 private, 3
 * contest only; by a root of the group or the group admin who made it.
 */
export const changeGroupProblemAuth: Handler<typeof call, 'user'> = async ({ query }, context) => {
  await openGroupProblemToChange(query.pid, context.user);
  if (!(await changeProblemAuth(query.pid, query.auth, context.user.username)))
    throw new AppError('groupProblemNotFound', { pid: query.pid });
  return null;
};
