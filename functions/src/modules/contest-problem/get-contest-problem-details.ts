import { emptyVerdictCounts, type VerdictCounts, type getContestProblemDetails as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { getContestProblemByDisplayId } from '../../data/contest-problems/read-contest-problems';
import {
  assertProblemOpenTo,
  tagCatalogue,
  tagsByIds,
  offeredLanguages,
  offeredTemplates,
  problemCountOf,
  problemViewOf,
} from '../problem';
import { contestRealTime } from '../../policy/contest-real-time';
import type { StoredContestProblem } from '../../data/contest-problems/contest-problem-item';

/**
 * The problem's figures in the contest (spec part 2 §2, as the original server counts them): every
 * verdict of the submissions made while it ran, those after the end too with `containsEnd`; all zero
 * for a viewer who does not see results as they come (the list shows a question mark then).
 */
function contestProblemCounts(
  link: StoredContestProblem,
  options: { realTime: boolean; containsEnd: boolean },
): VerdictCounts {
  if (!options.realTime) return emptyVerdictCounts();
  if (!options.containsEnd) return link.counts;
  const counts = emptyVerdictCounts();
  for (const counter of Object.keys(counts) as (keyof VerdictCounts)[])
    counts[counter] = link.counts[counter] + link.endCounts[counter];
  return counts;
}

/**
 * GET /api/get-contest-problem-details: a problem's page inside the contest, by its display id there,
 * as the problem page shows it, under its title in the contest, to whoever may enter the contest (the
 * route's `enter`). A contest-only problem opens here because the contest holds it. The counts are the
 * contest's own, every verdict, hidden while results are (`contestRealTime`).
 */
export const getContestProblemDetails: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  { scope, user },
) => {
  const cid = scope.contest.cid;
  const link = await getContestProblemByDisplayId(cid, query.displayId);
  if (!link) throw new AppError('contestProblemNotFound', { cid, problem: query.displayId });
  const problem = await getProblem(link.pid);
  if (!problem) throw new AppError('problemNotFound', { pid: link.pid });
  await assertProblemOpenTo(problem, user, scope, true);
  const realTime = contestRealTime(user, scope.stored, scope, Date.now());
  return {
    problem: { ...problemViewOf(problem), title: link.displayTitle },
    tags: tagsByIds(await tagCatalogue(), problem.tagIds),
    languages: await offeredLanguages(problem),
    codeTemplate: Object.fromEntries(
      offeredTemplates(problem).map((template) => [template.language, template.code]),
    ),
    problemCount: problemCountOf(contestProblemCounts(link, { realTime, containsEnd: query.containsEnd })),
  };
};
