import { contractRoleNames, type AdminUserRow } from '@oj/shared';
import type { UserAccount } from '../../data/users/user-item';

/** An account as the admin user list shows it (`UserRolesVO`): every profile field, no password. */
export function adminUserRowOf(user: UserAccount): AdminUserRow {
  return {
    uid: user.uid,
    username: user.username,
    password: null,
    nickname: user.nickname ?? '',
    school: user.school ?? '',
    course: '',
    number: user.number ?? '',
    gender: user.gender ?? 'secrecy',
    realname: user.realname ?? '',
    cfUsername: user.cfUsername ?? '',
    github: user.github ?? '',
    blog: user.blog ?? '',
    email: user.email,
    avatar: user.avatar ?? null,
    titleName: user.titleName ?? '',
    titleColor: user.titleColor ?? '',
    signature: user.signature ?? '',
    status: user.status ?? 0,
    gmtCreate: user.createdAt,
    gmtModified: user.modifiedAt ?? null,
    roles: [{ id: user.roleCode, role: contractRoleNames[user.roleCode], description: '', status: 0 }],
  };
}
