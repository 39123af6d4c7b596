import type { adminGetContestProblem as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { problemFormAnswer } from '../admin-problem';

/**
 * GET /api/admin/contest/problem: a contest problem's edit form, which is the problem's own admin
 * form (the same page opens it from the contest's problem list).
 */
export const getContestProblemForm: Handler<typeof call, 'admin'> = async ({ query }) =>
  problemFormAnswer(query.pid);
