import { pageAnswer, type getDiscussionList as call } from '@oj/shared';
import { listDiscussionLines } from '../../data/discussions/list-discussion-lines';
import type { Handler } from '../../frame/route';
import { filterDiscussionLines, sortDiscussionLines } from './filter-discussion-lines';
import { requirePublicDiscussion } from './public-discussion-switch';
import { isAdmin } from '../../policy/viewer';

/**
 * GET /api/get-discussion-list (anyone, switch on): the board's lines filtered by category (`cid` or
 * `categoryId`), problem, keyword (title, description, author) and `onlyMine`; disabled discussions only
 * in the admin view of an admin role; pinned first, then newest. A visitor's `onlyMine` lists nothing.
 */
export const getDiscussionList: Handler<typeof call> = async ({ query }, context) => {
  await requirePublicDiscussion();
  if (query.onlyMine && !context.user) return pageAnswer([], 0, query);
  const lines = filterDiscussionLines(await listDiscussionLines(), {
    categoryId: query.cid ?? query.categoryId,
    pid: query.pid,
    keyword: query.keyword,
    authorUid: query.onlyMine ? context.user?.uid : undefined,
    withDisabled: query.admin && isAdmin(context.user),
  });
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(sortDiscussionLines(lines).slice(start, start + query.limit), lines.length, query);
};
