import { emptyVerdictCounts, type getContestProblemDetails as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getContestProblemByDisplayId } from '../../data/contest-problems/read-contest-problems';
import { assertProblemOpenTo } from '../problem/problem-access';
import { tagCatalogue } from '../problem/cached-catalogues';
import { tagsByIds } from '../problem/index-tag-catalogue';
import { offeredLanguages } from '../problem/offered-languages';
import { offeredTemplates, problemCountOf, problemViewOf } from '../problem/problem-view';
import { contestForContestant } from './contest-for-contestant';
import { contestProblemRowOf } from './get-contest-problem-list';

/**
 * GET /api/get-contest-problem-details: a problem's page inside the contest, by its display id there,
 * as the problem page shows it, under its title in the contest. A contest-only problem opens here
 * because the contest holds it. The counts are the contest's, hidden while results are.
 */
export const getContestProblemDetails: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const [{ scope, realTime }, link] = await Promise.all([
    contestForContestant(query.cid, context.user),
    getContestProblemByDisplayId(query.cid, query.displayId),
  ]);
  if (!link) throw new AppError('contestProblemNotFound', { cid: query.cid, problem: query.displayId });
  const problem = await getProblem(link.pid);
  if (!problem) throw new AppError('problemNotFound', { pid: link.pid });
  await assertProblemOpenTo(problem, context.user, scope, true);
  const row = contestProblemRowOf(link, { realTime, containsEnd: query.containsEnd });
  return {
    problem: { ...problemViewOf(problem), title: link.displayTitle },
    tags: tagsByIds(await tagCatalogue(), problem.tagIds),
    languages: await offeredLanguages(problem),
    codeTemplate: Object.fromEntries(
      offeredTemplates(problem).map((template) => [template.language, template.code]),
    ),
    problemCount: problemCountOf({ ...emptyVerdictCounts(), ac: row.ac ?? 0, total: row.total ?? 0 }),
  };
};
