import { pageAnswer, type adminGetContestProblemList as call, type ContestProblem } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { contestProblemLinkOf } from '../../data/contest-problems/contest-problem-item';
import { filterAdminProblems, adminProblemRow } from '../admin-problem';

/**
 * GET /api/admin/contest/get-problem-list: without `problemType`, the contest's problems in display
 * id order; with it, the public problems of that type (and remote ones) not yet in the contest, the
 * candidates the picker offers. `contestProblemMap` gives the contest's links by pid either way.
 * For the contest's admins (the route's `administer`).
 */
export const getContestProblemList: ScopedHandler<typeof call, 'admin', 'contest'> = async ({ query }) => {
  const [links, catalogue] = await Promise.all([listContestProblems(query.cid), loadProblemCatalogue()]);
  const matching = filterAdminProblems(catalogue, query);
  const inContest = new Set(links.map((link) => link.pid));
  let rows: ProblemSummary[];
  if (query.problemType === undefined) {
    const byPid = new Map(matching.map((summary) => [summary.pid, summary]));
    rows = links.flatMap((link) => byPid.get(link.pid) ?? []);
  } else {
    rows = matching.filter(
      (summary) =>
        !inContest.has(summary.pid) &&
        summary.auth === 1 &&
        (summary.isRemote || summary.type === query.problemType),
    );
  }
  const start = (query.currentPage - 1) * query.limit;
  const contestProblemMap: Record<string, ContestProblem> = Object.fromEntries(
    links.map((link) => [String(link.pid), contestProblemLinkOf(link)]),
  );
  return {
    problemList: pageAnswer(rows.slice(start, start + query.limit).map(adminProblemRow), rows.length, query),
    contestProblemMap,
  };
};
