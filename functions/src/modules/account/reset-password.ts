import type { resetPassword as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { findUserByUsername } from '../../data/users/find-user';
import { passwordResetCodes } from '../../data/users/password-reset-store';
import { setPasswordHash } from '../../data/users/update-password';
import { deleteAllSessions } from '../../data/sessions/session-store';
import { forgetLoginFailures } from '../../data/users/login-backoff';
import { hashPassword } from '../../auth/password';
import { assertCodeUsed } from './mailed-code';

/** POST /api/reset-password: the mailed code sets a new password and ends every session of the account. */
export const resetPassword: Route<typeof call>['handle'] = async ({ body }, context) => {
  const user = await findUserByUsername(body.username);
  if (!user) throw new AppError('usernameNotFound');
  assertCodeUsed(await passwordResetCodes.use(user.uid, body.code), 'wrongResetCode');
  await setPasswordHash(user.uid, await hashPassword(body.password));
  await Promise.all([deleteAllSessions(user.uid), forgetLoginFailures({ username: user.username })]);
  context.log.info('password reset', { uid: user.uid });
  return null;
};
