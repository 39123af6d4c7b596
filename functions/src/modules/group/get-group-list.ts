import { isMemberAuth, pageAnswer, type getGroupList as call } from '@oj/shared';
import { groupCatalogue } from '../../data/groups/group-catalogue';
import type { GroupLine } from '../../data/groups/group-item';
import { listMembershipsOf } from '../../data/groups/member-groups';
import type { Handler } from '../../frame/route';
import { isSuperAdmin } from '../../policy/viewer';
import { groupLineView } from './group-views';

/** Whether a line matches the keyword: in its name, short name or owner's name, any case. */
function matchesKeyword(line: GroupLine, keyword: string | undefined): boolean {
  if (!keyword) return true;
  const wanted = keyword.toLowerCase();
  return [line.name, line.shortName, line.owner].some((text) => text.toLowerCase().includes(wanted));
}

/**
 * GET /api/get-group-list (anyone): visible groups and the caller's own (where they are a member,
 * auth 3–5), every group for the super admin; `onlyMine` the caller's own only; `auth` one kind;
 * `keyword` in the name, short name or owner. By id, as groups were created. Reads the cached
 * catalogue (one Query per warm function every five seconds) and, for a logged-in caller, their own
 * memberships (one Query of gsi1): nothing grows with the page asked for.
 */
export const getGroupList: Handler<typeof call> = async ({ query }, context) => {
  const viewer = context.user;
  if (query.onlyMine && !viewer) return pageAnswer([], 0, query);
  const [lines, memberships] = await Promise.all([
    groupCatalogue(),
    viewer ? listMembershipsOf(viewer.uid) : Promise.resolve([]),
  ]);
  const mine = new Set(memberships.filter((row) => isMemberAuth(row.auth)).map((row) => row.gid));
  const everything = isSuperAdmin(viewer);
  const shown = lines.filter(
    (line) =>
      (query.onlyMine ? mine.has(line.gid) : everything || line.visible || mine.has(line.gid)) &&
      (!query.auth || line.auth === query.auth) &&
      matchesKeyword(line, query.keyword),
  );
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(shown.slice(start, start + query.limit).map(groupLineView), shown.length, query);
};
