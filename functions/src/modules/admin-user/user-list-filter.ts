import { roleSatisfies } from '@oj/shared';
import type { UserAccount } from '../../data/users/user-item';

/**
 * Whether an account belongs in the admin list: `keyword` is part of its username, real name or email
 * (any case); `onlyAdmin` keeps the super admin, admins and problem admins.
 */
export function matchesUserFilter(
  user: Pick<UserAccount, 'username' | 'realname' | 'email' | 'roleCode'>,
  filter: { keyword?: string; onlyAdmin: boolean },
): boolean {
  if (filter.onlyAdmin && !roleSatisfies(user.roleCode, 'admin')) return false;
  if (!filter.keyword) return true;
  const keyword = filter.keyword.toLowerCase();
  return [user.username, user.realname ?? '', user.email].some((text) =>
    text.toLowerCase().includes(keyword),
  );
}
