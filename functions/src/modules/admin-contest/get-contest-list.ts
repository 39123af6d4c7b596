import { pageAnswer, type adminGetContestList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listContestCatalogue } from '../../data/contests/list-contest-catalogue';
import { readStoredContests } from '../../data/contests/read-stored-contests';
import { isSuperAdmin } from '../../policy/viewer';
import { adminContestRowView } from './admin-contest-view';

/**
 * GET /api/admin/contest/get-contest-list: newest first, every site contest for the super admin and
 * the caller's own for other admins; `keyword` matches a part of the title or the whole id. A group's
 * contests are its class's, managed through the group's calls, and not listed here.
 */
export const getContestList: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  const keyword = query.keyword?.toLowerCase() ?? '';
  const everyone = isSuperAdmin(context.user);
  const matching = (await listContestCatalogue()).filter(
    (line) =>
      line.gid === null &&
      (everyone || line.uid === context.user.uid) &&
      (keyword === '' || line.title.toLowerCase().includes(keyword) || String(line.cid) === keyword),
  );
  const start = (query.currentPage - 1) * query.limit;
  const page = await readStoredContests(matching.slice(start, start + query.limit).map((line) => line.cid));
  const now = Date.now();
  return pageAnswer(
    page.map((contest) => adminContestRowView(contest, now)),
    matching.length,
    query,
  );
};
