import type { adminDeleteUser as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getUser } from '../../data/users/find-user';
import { deleteUser as deleteAccount } from '../../data/users/delete-user';

/**
 * DELETE /api/admin/user/delete-user: the accounts of `ids`, each with its claims in its own
 * transaction. The caller's own account is refused, and every id is checked before any is deleted;
 * each delete also checks that the caller is still the super admin (so two super admins deleting each
 * other cannot both succeed).
 */
export const deleteUser: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const ids = [...new Set(body.ids)];
  if (ids.includes(context.user.uid)) throw new AppError('cannotDeleteSelf');
  const users = await Promise.all(ids.map((uid) => getUser(uid)));
  const missing = ids.find((_, index) => !users[index]);
  if (missing) throw new AppError('adminUserNotFound', { uid: missing });
  for (const user of users) {
    if (!user) continue;
    const outcome = await deleteAccount(user, context.user.uid);
    if (outcome === 'actor-not-super-admin') throw new AppError('actorNoLongerSuperAdmin');
  }
  context.log.info('admin deleted users', { uids: ids, by: context.user.uid });
  return null;
};
