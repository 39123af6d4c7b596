import { pageAnswer, type getGroupAdminProblemList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { enforce } from '../../frame/enforce';
import { groupManagement, groupRoleOf } from '../../policy/group';
import { listGroupProblemLines } from '../../data/problems/group-problem-index';
import { groupAdminProblemRowOf } from './group-problem-view';

/**
 * GET /api/group/get-admin-problem-list: every problem of the group (public, private or contest only),
 * newest first, for the group's admins: one Query of the group's own catalogue lines.
 */
export const getGroupAdminProblemList: ScopedHandler<typeof call, 'user', 'group'> = async (
  { query },
  context,
) => {
  const { group } = context.scope;
  enforce(groupManagement(context.user, groupRoleOf(context.user, group), group.gid));
  const lines = (await listGroupProblemLines(query.gid)).sort((a, b) => b.pid - a.pid);
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(lines.slice(start, start + query.limit).map(groupAdminProblemRowOf), lines.length, query);
};
