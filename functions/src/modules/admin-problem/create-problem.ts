import type { adminCreateProblem as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { saveProblemPayload } from './save-problem-payload';

/** POST /api/admin/problem: a new problem from the admin form (document 3, §5 rules). */
export const createProblem: Route<typeof call>['handle'] = ({ body }, context) =>
  saveProblemPayload(body, context);
