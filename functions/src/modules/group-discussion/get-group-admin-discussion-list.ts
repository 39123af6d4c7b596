import type { getGroupAdminDiscussionList as call } from '@oj/shared';
import { enforce } from '../../frame/enforce';
import { groupManagement, groupRoleOf } from '../../policy/group';
import type { ScopedHandler } from '../../scope/route';
import { requireGroupDiscussion } from '../discussion';
import { groupBoardPage } from './board-page';

/**
 * GET /api/group/get-admin-discussion-list?gid (the group's admins and the super admin, switch on):
 * every discussion of the group, disabled ones too, pinned first, then newest; 10 a page.
 */
export const getGroupAdminDiscussionList: ScopedHandler<typeof call, 'user', 'group'> = async (
  { query },
  context,
) => {
  const { group } = context.scope;
  enforce(groupManagement(context.user, groupRoleOf(context.user, group), group.gid));
  await requireGroupDiscussion();
  return groupBoardPage(group.gid, { withDisabled: true }, query);
};
