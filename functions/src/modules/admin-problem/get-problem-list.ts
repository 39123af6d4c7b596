import { judgeSourceFilter, pageAnswer, type adminGetProblemList as call, type CallQuery } from '@oj/shared';
import type { Route } from '../../frame/route';
import { cachedFor } from '../../data/cached-for';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { adminProblemRow } from './problem-form-view';

/** Admins see their own changes almost at once; a burst of list pages costs one Query. */
const catalogue = cachedFor(2_000, loadProblemCatalogue);

/** The site's problems (not groups') matching the filters, newest first. */
export function filterAdminProblems(
  summaries: readonly ProblemSummary[],
  query: Partial<Pick<CallQuery<typeof call>, 'keyword' | 'auth' | 'oj'>>,
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

/**
 * GET /api/admin/problem/get-problem-list: every problem of the site, public, private or contest
 * only, from the catalogue snapshot: any page costs the same.
 */
export const getProblemList: Route<typeof call>['handle'] = async ({ query }) => {
  const matching = filterAdminProblems(await catalogue(), query);
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(matching.slice(start, start + query.limit).map(adminProblemRow), matching.length, query);
};
