import { emptyVerdictCounts, type getProblemDetail as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { assertProblemOpenTo } from './problem-access';
import { getProblemByDisplayId } from './find-problem';
import { problemPageAnswer } from './problem-page-answer';

/**
 * GET /api/get-problem-detail: a problem's page by display id: the statement, its tags, the languages
 * it allows with their enabled starting code, and its verdict counts from the cached catalogue (a new
 * problem counts nothing yet). Refused when the viewer may not open it; with a `gid`, through that
 * group, which the route's scope found and let the viewer into (`enter`).
 */
export const getProblemDetail: ScopedHandler<typeof call, 'anyone', 'any'> = async ({ query }, context) => {
  const { problem, summary } = await getProblemByDisplayId(query.problemId);
  await assertProblemOpenTo(problem, context.user, context.scope);
  return problemPageAnswer(problem, summary ?? emptyVerdictCounts());
};
