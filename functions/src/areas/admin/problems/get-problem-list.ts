import {
  judgeSourceFilter,
  pageAnswer,
  type adminGetProblemList as call,
  type CallQuery,
  type CallResponse,
} from '@oj/shared';
import type { Route } from '../../../frame/route';
import { cachedFor } from '../../../data/cached-for';
import { loadProblemCatalogue } from '../../../data/problems/problem-catalogue';
import type { ProblemSummary } from '../../../data/problems/problem-summary';

/** Admins see their own changes almost at once; a burst of list pages costs one Query. */
const catalogue = cachedFor(2_000, loadProblemCatalogue);

type Row = CallResponse<typeof call>['records'][number];

/** The site's problems (not groups') matching the filters, newest first. */
export function filterAdminProblems(
  summaries: readonly ProblemSummary[],
  query: Pick<CallQuery<typeof call>, 'keyword' | 'auth' | 'oj'>,
): ProblemSummary[] {
  const keyword = query.keyword?.toLowerCase();
  const oj = judgeSourceFilter(query.oj);
  return summaries
    .filter(
      (summary) =>
        summary.gid === null &&
        (query.auth === undefined || summary.auth === query.auth) &&
        (oj === undefined || summary.oj === oj) &&
        (keyword === undefined ||
          [summary.problemId, summary.title, summary.author ?? ''].some((text) =>
            text.toLowerCase().includes(keyword),
          )),
    )
    .sort((a, b) => b.pid - a.pid);
}

function row(summary: ProblemSummary): Row {
  return {
    id: summary.pid,
    pid: summary.pid,
    problemId: summary.problemId,
    title: summary.title,
    author: summary.author ?? '',
    modifiedUser: summary.modifiedUser ?? '',
    type: summary.type,
    auth: summary.auth,
    difficulty: summary.difficulty,
    isRemote: summary.isRemote,
    oj: summary.oj,
    gmtModified: summary.updatedAt,
  };
}

/**
 * GET /api/admin/problem/get-problem-list: every problem of the site, public, private or contest
 * only, from the catalogue snapshot: any page costs the same.
 */
export const getProblemList: Route<typeof call>['handle'] = async ({ query }) => {
  const matching = filterAdminProblems(await catalogue(), query);
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(matching.slice(start, start + query.limit).map(row), matching.length, query);
};
