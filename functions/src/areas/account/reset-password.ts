import type { resetPassword as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { findUserByUsername } from '../../data/users/find-user';
import { usePasswordReset } from '../../data/users/password-reset-store';
import { setPasswordHash } from '../../data/users/update-password';
import { deleteAllSessions } from '../../data/sessions/session-store';
import { clearLoginFailures } from '../../data/users/login-failures';
import { hashPassword } from '../../auth/password';

/** POST /api/reset-password: the mailed code sets a new password and ends every session of the account. */
export const resetPassword: Route<typeof call>['handle'] = async ({ body }, context) => {
  const user = await findUserByUsername(body.username);
  if (!user) throw new AppError('usernameNotFound');
  if (!(await usePasswordReset(user.uid, body.code))) throw new AppError('wrongResetCode');
  await setPasswordHash(user.uid, await hashPassword(body.password));
  await Promise.all([deleteAllSessions(user.uid), clearLoginFailures(user.username)]);
  context.log.info('password reset', { uid: user.uid });
  return null;
};
