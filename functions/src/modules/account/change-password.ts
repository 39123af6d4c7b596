import type { changePassword as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getUser } from '../../data/users/find-user';
import { setPasswordHash } from '../../data/users/update-password';
import { deleteAllSessions } from '../../data/sessions/session-store';
import { hashPassword, verifyPassword } from '../../auth/password';

/** POST /api/change-password: with the current password, sets a new one; every session ends (log in again). */
export const changePassword: Handler<typeof call, 'user'> = async ({ body }, context) => {
  // The session outlived its account only if the account was deleted meanwhile.
  const user = await getUser(context.user.uid);
  if (!user) throw new AppError('loginRequired');
  if (!(await verifyPassword(body.oldPassword, user.passwordHash))) throw new AppError('wrongOldPassword');
  await setPasswordHash(user.uid, await hashPassword(body.newPassword));
  await deleteAllSessions(user.uid);
  context.log.info('password changed', { uid: user.uid });
  return null;
};
