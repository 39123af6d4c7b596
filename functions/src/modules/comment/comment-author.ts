import type { CommentAuthor } from '../../data/comments/comment-item';
import { getUser } from '../../data/users/find-user';
import type { RequestUser } from '../../frame/request-context';
import { roleOfLine } from '../discussion';

/** The writer as a comment keeps them: name, avatar, role name (`default_user` for users), title. */
export async function commentAuthor(user: RequestUser): Promise<CommentAuthor> {
  const account = await getUser(user.uid);
  return {
    uid: user.uid,
    name: account?.username ?? user.username,
    avatar: account?.avatar ?? '',
    role: roleOfLine(user.roleCode),
    titleName: account?.titleName || null,
    titleColor: account?.titleColor || null,
  };
}
