import type { adminLogin as call } from '@oj/shared';
import { roleSatisfies } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { authenticate, openLoginSession } from '../account';

/**
 * POST /api/admin/login (spec §2.18): the public login's checks and back-off, with the admin area's
 * wording for a wrong name or password; an account without an admin role gets no session.
 */
export const adminLogin: Route<typeof call>['handle'] = async ({ body }, context) => {
  const user = await authenticate(body, context, 'adminWrongCredentials');
  if (!roleSatisfies(user.roleCode, 'admin')) throw new AppError('notAdministrator');
  return openLoginSession(user, context);
};
