import type { getGroupApplyList as call } from '@oj/shared';
import { listMembers } from '../../data/groups/list-members';
import { enforce } from '../../frame/enforce';
import { groupManagement, groupRoleOf } from '../../policy/group';
import type { ScopedHandler } from '../../scope/route';
import { memberPage } from './member-page';

/**
 * GET /api/group/get-apply-list (the group's admins and the super admin): everyone who applied or
 * belongs, with their reasons, by keyword and auth, newest first: where applications are answered.
 */
export const getApplyList: ScopedHandler<typeof call, 'user', 'group'> = async ({ query }, context) => {
  const { group } = context.scope;
  enforce(groupManagement(context.user, groupRoleOf(context.user, group), group.gid));
  return memberPage(await listMembers(group.gid, true), query, true);
};
