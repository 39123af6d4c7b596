import { pageAnswer, type getDiscussionList as call } from '@oj/shared';
import { listDiscussionLines } from '../../data/discussions/list-discussion-lines';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { filterDiscussionLines, sortDiscussionLines } from './filter-discussion-lines';
import { requirePublicDiscussion } from './public-discussion-switch';
import { solutionCategoryIds } from './hidden-categories';
import { isAdmin } from '../../policy/viewer';

/**
 * GET /api/get-discussion-list (anyone, switch on): the board's lines filtered by category (`cid` or
 * `categoryId`), problem, keyword (title, description, author) and `onlyMine`; disabled discussions only
 * in the admin view of an admin role; pinned first, then newest. A visitor's `onlyMine` lists nothing.
 * The solutions category is listed to admin roles only (spec part 3, §6): everyone else finds a
 * problem's solutions in the problem's own list (`pid`) and their own in `onlyMine`; asking for the
 * category by id without a problem is refused, so a hidden category cannot be read by guessing its id.
 */
export const getDiscussionList: Handler<typeof call> = async ({ query }, context) => {
  await requirePublicDiscussion();
  if (query.onlyMine && !context.user) return pageAnswer([], 0, query);
  const categoryId = query.cid ?? query.categoryId;
  const admin = isAdmin(context.user);
  const hidden = admin || query.pid !== undefined ? undefined : await solutionCategoryIds();
  if (categoryId !== undefined && hidden?.has(categoryId) && !query.onlyMine)
    throw new AppError('discussionSolutionCategoryListed');
  const lines = filterDiscussionLines(await listDiscussionLines(), {
    categoryId,
    pid: query.pid,
    keyword: query.keyword,
    authorUid: query.onlyMine ? context.user?.uid : undefined,
    withDisabled: query.admin && admin,
    hiddenCategoryIds: query.onlyMine ? undefined : hidden,
  });
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(sortDiscussionLines(lines).slice(start, start + query.limit), lines.length, query);
};
