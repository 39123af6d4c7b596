import { randomInt } from 'node:crypto';
import type { getRandomProblem as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { blockedPrefixes, prefixFactsOf } from '../../data/problems/blocked-prefixes';
import { anyPrefixViewer, problemPrefixAccess, type PrefixViewer } from '../../policy/problem-access';
import { problemCatalogue } from './cached-catalogues';

/** Whether the viewer may open the problem as far as the blocked prefixes go. */
function opens(problem: ProblemSummary, prefixes: readonly string[], viewer: PrefixViewer): boolean {
  return problemPrefixAccess(problem.problemId, prefixes, viewer).allowed;
}

function pickFrom(problems: readonly ProblemSummary[]): ProblemSummary | undefined {
  return problems.length > 0 ? problems[randomInt(problems.length)] : undefined;
}

/**
 * GET /api/get-random-problem: the display id of a public problem picked at random from the cached
 * catalogue, never one the caller could not open. The account is read only when the first pick falls
 * under a blocked prefix; keeping the pick when the account opens it, and picking again among the open
 * problems otherwise, leaves every open problem equally likely.
 */
export const getRandomProblem: Route<typeof call>['handle'] = async (_input, context) => {
  const [{ publicProblems }, prefixes] = await Promise.all([problemCatalogue(), blockedPrefixes()]);
  let picked = pickFrom(publicProblems);
  if (picked && !opens(picked, prefixes, anyPrefixViewer)) {
    const viewer = await prefixFactsOf(context.user?.uid);
    if (!opens(picked, prefixes, viewer))
      picked = pickFrom(publicProblems.filter((problem) => opens(problem, prefixes, viewer)));
  }
  if (!picked) throw new AppError('noProblemToPick');
  return { problemId: picked.problemId };
};
