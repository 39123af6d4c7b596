import { emptyVerdictCounts, type getProblemDetail as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { assertProblemOpenTo } from './problem-access';
import { readScope, scopeOfRequest } from './read-scope';
import { getProblemByDisplayId } from './find-problem';
import { problemPageAnswer } from './problem-page-answer';

/**
 * GET /api/get-problem-detail: a problem's page by display id: the statement, its tags, the languages
 * it allows with their enabled starting code, and its verdict counts from the cached catalogue (a new
 * problem counts nothing yet). Refused when the viewer may not open it; with a `gid`, through that
 * group, which must exist (`404`) and let the viewer in.
 */
export const getProblemDetail: Route<typeof call>['handle'] = async ({ query }, context) => {
  const [{ problem, summary }, scope] = await Promise.all([
    getProblemByDisplayId(query.problemId),
    readScope(scopeOfRequest({ gid: query.gid }), context.user),
  ]);
  await assertProblemOpenTo(problem, context.user, scope);
  return problemPageAnswer(problem, summary ?? emptyVerdictCounts());
};
