import { pageAnswer, type getProblemList as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { problemStatusFor, readUserProblemProgress } from '../../data/users/read-user-problem-status';
import { problemCatalogue, tagLinesOf } from './cached-catalogues';
import { filterProblems, pageOf } from './filter-problem-list';
import { tagsByIds } from './index-tag-catalogue';
import { problemListRowOf } from './problem-view';

/**
 * GET /api/get-problem-list: a page of the public problems that pass the filters, from the cached
 * catalogue; a logged-in user's status on each comes from one read of the user's stats.
 */
export const getProblemList: Route<typeof call>['handle'] = async ({ query }, context) => {
  const [catalogue, progress] = await Promise.all([
    problemCatalogue(),
    context.user ? readUserProblemProgress(context.user.uid) : undefined,
  ]);
  const matching = filterProblems(catalogue.publicProblems, {
    keyword: query.keyword,
    difficulty: query.difficulty,
    oj: query.oj,
    tagIds: [...(query.tagId ?? []), ...(query['tagId[]'] ?? [])],
  });
  const page = pageOf(matching, query.currentPage, query.limit);
  const tags = await tagLinesOf(page.flatMap((problem) => problem.tagIds));
  const records = page.map((problem) =>
    problemListRowOf(problem, tagsByIds(tags, problem.tagIds), problemStatusFor(progress, problem.pid)),
  );
  return pageAnswer(records, matching.length, query);
};
