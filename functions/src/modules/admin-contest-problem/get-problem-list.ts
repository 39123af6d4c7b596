import {
  pageAnswer,
  type adminGetContestProblemList as call,
  type CallQuery,
  type ContestProblem,
} from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { listContestProblems } from '../../data/contest-problems/read-contest-problems';
import { contestProblemLinkOf } from '../../data/contest-problems/contest-problem-item';
import { filterAdminProblems, adminProblemRow } from '../admin-problem';

export type ContestProblemListQuery = CallQuery<typeof call>;
export type ContestProblemList = Awaited<ReturnType<typeof contestProblemList>>;

/**
 * The problem picker of contest `cid`: without `problemType`, the contest's problems in display id
 * order (whichever set they came from: a group contest holds its group's problems too); with it, the
 * public problems of that type (and remote ones) not yet in the contest, the candidates the picker
 * offers. Both matched by keyword and judge source (`filterAdminProblems`). `contestProblemMap`
 * gives the contest's links by pid either way.
 */
export async function contestProblemList(query: ContestProblemListQuery, cid: number) {
  const [links, catalogue] = await Promise.all([listContestProblems(cid), loadProblemCatalogue()]);
  const inContest = new Set(links.map((link) => link.pid));
  let rows: ProblemSummary[];
  if (query.problemType === undefined) {
    // The admin filter keeps the site's problems only; the contest's own are matched whatever their set.
    const own = catalogue.filter((summary) => inContest.has(summary.pid));
    const matched = new Set(
      filterAdminProblems(
        own.map((summary) => ({ ...summary, gid: null })),
        query,
      ).map((summary) => summary.pid),
    );
    const byPid = new Map(own.map((summary) => [summary.pid, summary]));
    rows = links.flatMap((link) => (matched.has(link.pid) ? (byPid.get(link.pid) ?? []) : []));
  } else {
    rows = filterAdminProblems(catalogue, query).filter(
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
}

/**
 * GET /api/admin/contest/get-problem-list: the contest's problem picker (`contestProblemList`), for
 * the contest's admins (the route's `administer`).
 */
export const getContestProblemList: ScopedHandler<typeof call, 'admin', 'contest'> = async ({ query }) =>
  contestProblemList(query, query.cid);
