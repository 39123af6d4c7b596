import type { adminEditUser as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { mayAssignRole } from '../../policy/role-assignment';
import { getUser } from '../../data/users/find-user';
import { adminUpdateUser, type AdminUserChanges } from '../../data/users/admin-update-user';
import { realnameCodes } from '../../data/users/user-item';
import { deleteAllSessions } from '../../data/sessions/session-store';
import { hashPassword } from '../../auth/password';

/**
 * PUT /api/admin/user/edit-user: role, status, password (only with `setNewPwd`), email (unique), real
 * name and title. The role follows the one rule of who assigns roles (`policy/role-assignment`), and
 * the super admin cannot disable themselves, so the site always keeps one. A new role, a disabled
 * account or a new password ends the account's sessions: sessions carry the role, and a disabled
 * account must be out at once.
 */
export const editUser: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const user = await getUser(body.uid);
  if (!user) throw new AppError('adminUserNotFound', { uid: body.uid });
  enforce(mayAssignRole(context.user, user, body.type));
  if (user.uid === context.user.uid && body.status !== 0) throw new AppError('cannotDisableSelf');
  const newPassword = body.setNewPwd ? body.password : undefined;
  const changes: AdminUserChanges = {
    roleCode: body.type,
    status: body.status,
    email: body.email,
    realname: body.realname,
    // A real name an administrator writes grants its words as problem codes (spec §5).
    ...(body.realname === undefined ? {} : { problemCodeGrants: realnameCodes(body.realname) }),
    titleName: body.titleName,
    titleColor: body.titleColor,
    passwordHash: newPassword === undefined ? undefined : await hashPassword(newPassword),
    modifiedAt: new Date().toISOString(),
  };
  const outcome = await adminUpdateUser(user, changes, context.user.uid);
  if (outcome === 'email-taken') throw new AppError('emailTaken');
  if (outcome === 'actor-not-super-admin') throw new AppError('actorNoLongerSuperAdmin');
  if (outcome === 'changed-meanwhile') throw new AppError('userChangedMeanwhile');
  const endsSessions =
    body.type !== user.roleCode || (body.status === 1 && user.status !== 1) || newPassword !== undefined;
  if (endsSessions && user.uid !== context.user.uid) await deleteAllSessions(user.uid);
  context.log.info('admin edited user', { uid: user.uid, by: context.user.uid });
  return null;
};
