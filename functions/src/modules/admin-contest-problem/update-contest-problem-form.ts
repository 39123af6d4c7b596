import type { adminUpdateContestProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { saveProblemForm } from '../admin-problem';

/**
 * PUT /api/admin/contest/problem: a contest problem's edit form saved, as the problem's own admin form
 * saves it (changed test data becomes a new version).
 */
export const updateContestProblemForm: Handler<typeof call, 'admin'> = async ({ body }, context) =>
  saveProblemForm(body, context);
