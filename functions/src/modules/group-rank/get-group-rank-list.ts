import { pageAnswer, type getGroupRankList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { loadGroupRankSnapshot } from './group-rank-snapshot';
import { groupRankLinesOf } from './group-rank-lines';

/**
 * GET /api/get-group-rank-list: a page of the group's members proper (auth 3–5, teachers by title
 * left out) in the order `type` names, 50 a page by default, `searchUser` keeping the members whose
 * username or nickname holds it. Cut from the group's stored snapshot (`loadGroupRankSnapshot`), so
 * the last page costs what the first does; the route's scope let only the group's members (and the
 * super admin) in.
 */
export const getGroupRankList: ScopedHandler<typeof call, 'user', 'group'> = async ({ query }, context) => {
  const snapshot = await loadGroupRankSnapshot(context.scope.group.gid);
  const lines = groupRankLinesOf(snapshot, query.type, query.searchUser);
  const start = (query.currentPage - 1) * query.limit;
  const records = lines.slice(start, start + query.limit).map((line) => line.row);
  return pageAnswer(records, lines.length, query);
};
