import { isMemberAuth, type getGroupMemberList as call } from '@oj/shared';
import { listMembers } from '../../data/groups/list-members';
import type { ScopedHandler } from '../../scope/route';
import { memberPage } from './member-page';

/**
 * GET /api/group/get-member-list (the group's members and the super admin: the route's scope
 * `enter`): members proper (auth 3–5) with a username keyword and an auth, newest first, without the
 * applications' reasons. One Query of the group's member rows.
 */
export const getMemberList: ScopedHandler<typeof call, 'user', 'group'> = async ({ query }, context) => {
  const rows = (await listMembers(context.scope.group.gid)).filter((row) => isMemberAuth(row.auth));
  return memberPage(rows, query, false);
};
