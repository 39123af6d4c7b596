import type { ContestProblemRow, getContestProblemList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import type { StoredContestProblem } from '../../data/contest-problems/contest-problem-item';
import { contestRealTime } from '../../policy/contest-real-time';

/** A problem's line in the contest's list; counts are null (a question mark) unless results show. */
export function contestProblemRowOf(
  link: StoredContestProblem,
  options: { realTime: boolean; containsEnd: boolean },
): ContestProblemRow {
  const extra = options.containsEnd ? link.endCounts : { ac: 0, total: 0 };
  return {
    id: link.id,
    displayId: link.displayId,
    cid: link.cid,
    pid: link.pid,
    displayTitle: link.displayTitle,
    color: link.color,
    ac: options.realTime ? link.counts.ac + extra.ac : null,
    total: options.realTime ? link.counts.total + extra.total : null,
  };
}

/**
 * GET /api/get-contest-problem: the contest's problems in display id order with their counts, kept
 * on each link as verdicts land, to whoever may enter the contest (the route's `enter`, which read the
 * contest). One Query for the problems.
 */
export const getContestProblemList: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  { scope, user },
) => {
  const links = await listContestProblems(scope.contest.cid);
  const realTime = contestRealTime(user, scope.stored, scope, Date.now());
  return links.map((link) => contestProblemRowOf(link, { realTime, containsEnd: query.containsEnd }));
};
