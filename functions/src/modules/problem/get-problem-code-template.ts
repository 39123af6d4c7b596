import type { getProblemCodeTemplate as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblem } from '../../data/problems/get-problem';
import { resolveProblemRef } from '../../data/problems/resolve-problem-ref';
import { assertProblemOpenTo } from './problem-access';
import { offeredTemplates } from './problem-view';

/** GET /api/get-problem-code-template: the starting programs a problem offers, for whoever may open it. */
export const getProblemCodeTemplate: Route<typeof call>['handle'] = async ({ query }, context) => {
  const pid = await resolveProblemRef(query.pid);
  const problem = pid === undefined ? undefined : await getProblem(pid);
  if (!problem) throw new AppError('problemNotFound', { pid: query.pid });
  await assertProblemOpenTo(problem, context.user);
  return offeredTemplates(problem).map(({ language, code }) => ({ language, code }));
};
