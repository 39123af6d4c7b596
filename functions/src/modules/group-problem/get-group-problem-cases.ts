import type { getGroupProblemCases as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { getProblemCases } from '../../data/problems/problem-cases';
import { caseRows } from '../admin-problem';
import { openGroupProblemToChange } from './open-group-problem';

/**
 * GET /api/group/get-problem-cases?pid&isUpload: a group problem's test cases as the admin call
 * answers them (file names, or with `isUpload=false` the typed-in contents), for those who may change it.
 */
export const getGroupProblemCases: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const [, cases] = await Promise.all([
    openGroupProblemToChange(query.pid, context.user),
    getProblemCases(query.pid),
  ]);
  return caseRows(cases, query.isUpload);
};
