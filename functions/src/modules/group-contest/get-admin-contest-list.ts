import { pageAnswer, type getGroupAdminContestList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { enforce } from '../../frame/enforce';
import { groupManagement, groupRoleOf } from '../../policy/group';
import { listGroupContestLines } from '../../data/contests/list-group-contests';
import { readStoredContests } from '../../data/contests/read-stored-contests';
import { adminContestRowView } from '../admin-contest';

/**
 * GET /api/group/get-admin-contest-list?gid=: every contest of the group, hidden ones too, newest
 * first, as the site's admin list shows them, for the group's admins. The group's lines are one
 * Query; only the page's contests are read whole (a BatchGet of at most `limit`).
 */
export const getAdminContestList: ScopedHandler<typeof call, 'user', 'group'> = async (
  { query },
  context,
) => {
  const { group } = context.scope;
  enforce(groupManagement(context.user, groupRoleOf(context.user, group), group.gid));
  const lines = await listGroupContestLines(group.gid);
  const start = (query.currentPage - 1) * query.limit;
  const page = await readStoredContests(lines.slice(start, start + query.limit).map((line) => line.cid));
  const now = Date.now();
  return pageAnswer(
    page.map((contest) => adminContestRowView(contest, now)),
    lines.length,
    query,
  );
};
