import { contractRoleNames, type AdminUserRow } from '@oj/shared';
import type { UserAccount } from '../../data/users/user-item';
import { profileFieldsOf } from '../account';

/** An account as the admin user list shows it (`UserRolesVO`): every profile field, no password. */
export function adminUserRowOf(user: UserAccount): AdminUserRow {
  return {
    uid: user.uid,
    username: user.username,
    password: null,
    ...profileFieldsOf(user),
    nickname: user.nickname ?? '',
    course: '',
    number: user.number ?? '',
    email: user.email,
    avatar: user.avatar ?? null,
    status: user.status ?? 0,
    gmtCreate: user.createdAt,
    gmtModified: user.modifiedAt ?? null,
    roles: [{ id: user.roleCode, role: contractRoleNames[user.roleCode], description: '', status: 0 }],
  };
}
