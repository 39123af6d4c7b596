import { roleNameOf, type RoleCode } from '@oj/shared';
import { getUser } from '../../data/users/find-user';

/** What a line keeps of its author when posted: name, avatar and role name (`default_user` for users). */
export interface DiscussionAuthor {
  uid: string;
  author: string;
  avatar: string;
  role: string;
}

export function roleOfLine(code: RoleCode): string {
  const name = roleNameOf(code);
  return name === 'user' ? 'default_user' : name;
}

/** The poster's account as a line shows it (one GetItem of the account). */
export async function discussionAuthor(
  uid: string,
  username: string,
  code: RoleCode,
): Promise<DiscussionAuthor> {
  const account = await getUser(uid);
  return {
    uid,
    author: account?.username ?? username,
    avatar: account?.avatar ?? '',
    role: roleOfLine(code),
  };
}
