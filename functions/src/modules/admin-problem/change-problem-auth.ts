import type { adminChangeProblemAuth as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { changeProblemAuth as storeProblemAuth } from '../../data/problems/change-problem-auth';

/** PUT /api/admin/problem/change-problem-auth: 1 public, 2 private, 3 contest only. */
export const changeProblemAuth: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  if (!(await storeProblemAuth(body.pid, body.auth, context.user.username)))
    throw new AppError('problemNotFound', { pid: body.pid });
  return null;
};
