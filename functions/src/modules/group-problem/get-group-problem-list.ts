import { pageAnswer, problemAuth, type getGroupProblemList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listGroupProblemLines } from '../../data/problems/group-problem-index';
import { problemStatusFor, readUserProblemProgress } from '../../data/users/read-user-problem-status';
import { problemListRowOf, tagLinesOf, tagsByIds } from '../problem';
import { byDisplayId } from './group-problem-view';

/**
 * GET /api/group/get-problem-list: the group's public problems (auth 1) for its members (the route's
 * `enter`), in display-id order, with their tags, verdict counts and the caller's status on each. One
 * Query of the group's own catalogue lines and one read of the caller's stats.
 */
export const getGroupProblemList: ScopedHandler<typeof call, 'user', 'group'> = async (
  { query },
  context,
) => {
  const [lines, progress] = await Promise.all([
    listGroupProblemLines(query.gid),
    readUserProblemProgress(context.user.uid),
  ]);
  const open = lines.filter((line) => line.auth === problemAuth.public).sort(byDisplayId);
  const start = (query.currentPage - 1) * query.limit;
  const page = open.slice(start, start + query.limit);
  const tags = await tagLinesOf(page.flatMap((line) => line.tagIds));
  const records = page.map((line) =>
    problemListRowOf(line, tagsByIds(tags, line.tagIds), problemStatusFor(progress, line.pid)),
  );
  return pageAnswer(records, open.length, query);
};
