import type { getGroupAdminAnnouncementList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { enforce } from '../../frame/enforce';
import { groupManagement, groupRoleOf } from '../../policy/group';
import { allAnnouncementsPage } from '../admin-announcement';

/**
 * GET /api/group/get-admin-announcement-list?gid=: every announcement of the group, hidden ones too,
 * newest first, ten a page, for the group's admins (spec §2.8: the announcement tab is theirs).
 */
export const getAdminAnnouncementList: ScopedHandler<typeof call, 'user', 'group'> = async (
  { query },
  { scope, user },
) => {
  const { group } = scope;
  enforce(groupManagement(user, groupRoleOf(user, group), group.gid));
  return allAnnouncementsPage(group.gid, query);
};
