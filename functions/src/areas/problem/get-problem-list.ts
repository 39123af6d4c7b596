import { pageAnswer, type getProblemList as call, type ProblemListRow } from '@oj/shared';
import type { Route } from '../../frame/route';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import {
  problemStatusFor,
  readUserProblemProgress,
  type UserProblemProgress,
} from '../../data/users/read-user-problem-status';
import { problemCatalogue, tagCatalogue } from './cached-catalogues';
import { filterProblems, pageOf } from './filter-problem-list';
import { tagsByIds, type TagCatalogueIndex } from './index-tag-catalogue';

function rowOf(
  problem: ProblemSummary,
  tags: TagCatalogueIndex,
  progress: UserProblemProgress | undefined,
): ProblemListRow {
  return {
    pid: problem.pid,
    problemId: problem.problemId,
    title: problem.title,
    difficulty: problem.difficulty,
    type: problem.type,
    tags: tagsByIds(tags, problem.tagIds).map(({ id, name, color }) => ({ id, name, color })),
    ac: problem.ac,
    total: problem.total,
    wa: problem.wa,
    tle: problem.tle,
    mle: problem.mle,
    re: problem.re,
    pe: problem.pe,
    ce: problem.ce,
    se: problem.se,
    pa: problem.pa,
    myStatus: problemStatusFor(progress, problem.pid),
  };
}

/**
 * GET /api/get-problem-list: a page of the public problems that pass the filters, from the cached
 * catalogue; a logged-in user's status on each comes from one read of the user's stats.
 */
export const getProblemList: Route<typeof call>['handle'] = async ({ query }, context) => {
  const [catalogue, tags, progress] = await Promise.all([
    problemCatalogue(),
    tagCatalogue(),
    context.user ? readUserProblemProgress(context.user.uid) : undefined,
  ]);
  const matching = filterProblems(catalogue.publicProblems, {
    keyword: query.keyword,
    difficulty: query.difficulty,
    oj: query.oj,
    tagIds: [...(query.tagId ?? []), ...(query['tagId[]'] ?? [])],
  });
  const records = pageOf(matching, query.currentPage, query.limit).map((problem) =>
    rowOf(problem, tags, progress),
  );
  return pageAnswer(records, matching.length, query);
};
