import { pageAnswer, type adminGetGroupProblemApplyList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listAppliedProblemLines } from '../../data/problems/group-problem-index';
import { groupAdminProblemRowOf } from '../group-problem';

/**
 * GET /api/admin/group-problem/list: the review queue, the group problems that applied for the public
 * set (applying first, then accepted, then refused; by group), of one group with `gid`, matching
 * `keyword` on the display id, title or author. One Query of the queue's index, whatever the page.
 */
export const getApplyProblemList: Handler<typeof call, 'problem_admin'> = async ({ query }) => {
  const keyword = query.keyword?.toLowerCase();
  const matching = (await listAppliedProblemLines()).filter(
    (line) =>
      (query.gid === undefined || line.gid === query.gid) &&
      (keyword === undefined ||
        [line.problemId, line.title, line.author ?? ''].some((text) => text.toLowerCase().includes(keyword))),
  );
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(
    matching.slice(start, start + query.limit).map(groupAdminProblemRowOf),
    matching.length,
    query,
  );
};
