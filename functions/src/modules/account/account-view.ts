import { roleNameOf, type SessionUser } from '@oj/shared';
import type { UserAccount } from '../../data/users/user-item';

/** The user info a session keeps (spec §3), as login and the profile calls return it. */
export function sessionUserOf(user: UserAccount): SessionUser {
  return {
    uid: user.uid,
    username: user.username,
    email: user.email,
    avatar: user.avatar ?? null,
    nickname: user.nickname ?? '',
    number: user.number ?? '',
    roleList: [roleNameOf(user.roleCode)],
  };
}
