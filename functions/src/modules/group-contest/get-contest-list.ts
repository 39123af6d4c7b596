import { pageAnswer, type getGroupContestList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listGroupContestLines } from '../../data/contests/list-group-contests';
import { contestSummaryOf } from '../contest';

/**
 * GET /api/group/get-contest-list?gid=: a page of the group's visible contests, latest start first,
 * for its members (the route's `enter`): the contest list's rows, from the group's catalogue lines
 * (one Query of the group's own, whatever the site holds).
 */
export const getContestList: ScopedHandler<typeof call, 'user', 'group'> = async ({ query }) => {
  const now = Date.now();
  const lines = (await listGroupContestLines(query.gid))
    .filter((line) => line.visible)
    .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime) || b.cid - a.cid);
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(
    lines.slice(start, start + query.limit).map((line) => contestSummaryOf(line, now)),
    lines.length,
    query,
  );
};
