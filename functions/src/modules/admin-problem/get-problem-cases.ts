import type { adminGetProblemCases as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getProblemCases as readProblemCases } from '../../data/problems/problem-cases';
import { getProblem } from '../../data/problems/get-problem';
import { caseRows } from './problem-form-view';

/**
 * GET /api/admin/problem/get-problem-cases: a problem's test cases (one GetItem; a second to tell a
 * problem without cases from no problem at all).
 */
export const getProblemCases: Route<typeof call>['handle'] = async ({ query }) => {
  const cases = await readProblemCases(query.pid);
  if (!cases && !(await getProblem(query.pid))) throw new AppError('problemNotFound', { pid: query.pid });
  return caseRows(cases, query.isUpload);
};
