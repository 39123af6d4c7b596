import type { adminAssignRole as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { mayAssignRole } from '../../policy/role-assignment';
import { findUserByUsername } from '../../data/users/find-user';
import { adminUpdateUser } from '../../data/users/admin-update-user';
import { deleteAllSessions } from '../../data/sessions/session-store';

/**
 * PUT /api/admin/role/assign-role: the account named `username` gets the role `type`, by the one rule
 * of who assigns roles (`policy/role-assignment`); the write checks that the caller is still the super
 * admin. A changed role ends the account's sessions, which carry the role, so it applies at once.
 */
export const assignRole: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const account = await findUserByUsername(body.username);
  if (!account) throw new AppError('roleAccountNotFound', { username: body.username });
  enforce(mayAssignRole(context.user, account, body.type));
  const answer = {
    uid: account.uid,
    username: account.username,
    previousType: account.roleCode,
    type: body.type,
  };
  if (account.roleCode === body.type) return answer;
  const outcome = await adminUpdateUser(
    account,
    { roleCode: body.type, modifiedAt: new Date().toISOString() },
    context.user.uid,
  );
  if (outcome === 'actor-not-super-admin') throw new AppError('actorNoLongerSuperAdmin');
  if (outcome !== 'updated') throw new AppError('userChangedMeanwhile');
  if (account.uid !== context.user.uid) await deleteAllSessions(account.uid);
  context.log.info('admin assigned role', { uid: account.uid, role: body.type, by: context.user.uid });
  return answer;
};
