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

/**
 * The fields of the user-info form (spec §3) as every profile answer shows them: a field the user
 * never set is empty text, and the gender nobody chose is `secrecy`.
 */
export function profileFieldsOf(user: UserAccount) {
  return {
    realname: user.realname ?? '',
    gender: user.gender ?? 'secrecy',
    school: user.school ?? '',
    signature: user.signature ?? '',
    github: user.github ?? '',
    blog: user.blog ?? '',
    cfUsername: user.cfUsername ?? '',
    titleName: user.titleName ?? '',
    titleColor: user.titleColor ?? '',
  };
}
