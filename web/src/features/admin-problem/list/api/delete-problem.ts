import { adminDeleteProblem, adminGetProblemList } from '@oj/shared/api/admin-problem';
import { getProblemList } from '@oj/shared/api/problem';
import { callKey, useCallMutation } from '../../../../lib/call-query';

/** DELETE /api/admin/problem (problem admins and the super admin): the problem; its submissions stay. */
export const useDeleteProblem = () =>
  useCallMutation(adminDeleteProblem, {
    toInput: (pid: number) => ({ query: { pid } }),
    invalidates: [callKey(adminGetProblemList), callKey(getProblemList)],
  });
