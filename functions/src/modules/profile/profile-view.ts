import type { ProfileUser, UserHomeInfo } from '@oj/shared';
import { profileFieldsOf, sessionUserOf } from '../account';
import type { UserAccount } from '../../data/users/user-item';

/** The caller's own info as the profile calls return it: the session's user info and the profile fields. */
export function profileUserOf(user: UserAccount): ProfileUser {
  return { ...sessionUserOf(user), ...profileFieldsOf(user) };
}

/** The account part of a user's home page, without the figures. */
export type HomeProfile = Omit<
  UserHomeInfo,
  'total' | 'solvedList' | 'solvedGroupByDifficulty' | 'scoreList' | 'rankTier'
>;

/**
 * A user's public profile as the home page shows it: no email, and the real name (which opens
 * blocked problems, spec §5) only when `showRealname`, else null. The fields keep the page's order.
 */
export function homeProfileOf(user: UserAccount, showRealname: boolean): HomeProfile {
  const { realname, gender, titleName, titleColor, ...texts } = profileFieldsOf(user);
  const { nickname, avatar, number } = sessionUserOf(user);
  return {
    uid: user.uid,
    username: user.username,
    nickname,
    realname: showRealname ? realname : null,
    gender,
    avatar,
    ...texts,
    number,
    titleName,
    titleColor,
    recentLoginTime: user.recentLoginTime ?? null,
  };
}
