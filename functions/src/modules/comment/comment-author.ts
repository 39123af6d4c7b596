import { roleNameOf, roleSatisfies } from '@oj/shared';
import type { CommentAuthor } from '../../data/comments/comment-item';
import { getUser } from '../../data/users/find-user';
import type { RequestUser } from '../../frame/request-context';

/** The writer as a comment keeps them: name, avatar, role name (`default_user` for users), title. */
export async function commentAuthor(user: RequestUser): Promise<CommentAuthor> {
  const account = await getUser(user.uid);
  const role = roleNameOf(user.roleCode);
  return {
    uid: user.uid,
    name: account?.username ?? user.username,
    avatar: account?.avatar ?? '',
    role: role === 'user' ? 'default_user' : role,
    titleName: account?.titleName || null,
    titleColor: account?.titleColor || null,
  };
}

/** Root and admin roles (their comments carry badges and are seen by every contestant). */
export function isStaffRole(user: RequestUser): boolean {
  return roleSatisfies(user.roleCode, 'admin');
}
