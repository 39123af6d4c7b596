import type { changeEmail as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getUser } from '../../data/users/find-user';
import { emailChangeCodes } from '../../data/users/email-change-store';
import { moveEmail } from '../../data/users/move-email';
import { verifyPassword } from '../../auth/password';
import { profileUserOf } from './profile-view';
import { assertCodeUsed } from '../account';

/**
 * POST /api/change-email: with the password and the code mailed to the new address, moves the account
 * to it; the address's claim moves in the same transaction, so it stays unique.
 */
export const changeEmail: Handler<typeof call, 'user'> = async ({ body }, context) => {
  // The session outlived its account only if the account was deleted meanwhile.
  const user = await getUser(context.user.uid);
  if (!user) throw new AppError('loginRequired');
  if (!(await verifyPassword(body.password, user.passwordHash))) throw new AppError('wrongOldPassword');
  if (user.email.toLowerCase() === body.newEmail.toLowerCase()) throw new AppError('emailUnchanged');
  assertCodeUsed(
    await emailChangeCodes.use({ uid: user.uid, email: body.newEmail }, body.code.toUpperCase()),
    'wrongChangeEmailCode',
  );
  const outcome = await moveEmail(user, body.newEmail);
  if (outcome === 'email-taken') throw new AppError('emailTaken');
  if (outcome === 'changed-meanwhile') throw new AppError('emailChangedMeanwhile');
  context.log.info('email changed', { uid: user.uid });
  return profileUserOf({ ...user, email: body.newEmail });
};
