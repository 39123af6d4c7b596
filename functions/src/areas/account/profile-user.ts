import type { ProfileUser } from '@oj/shared';
import { sessionUserOf } from './session-user';
import type { UserAccount } from '../../data/users/user-item';

/** The caller's own info as the profile calls return it: the session's user info and the profile fields. */
export function profileUserOf(user: UserAccount): ProfileUser {
  return {
    ...sessionUserOf(user),
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
