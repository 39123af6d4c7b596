import { useQueryClient } from '@tanstack/react-query';
import { adminDeleteProblem, adminGetProblemList } from '@oj/shared/api/admin-problem';
import { getProblemList } from '@oj/shared/api/problem';
import { callKey, useCallMutation } from '../../../../lib/call-query';
import { patchListedProblems } from './patch-listed-problems';

/** DELETE /api/admin/problem (problem admins and the super admin): the problem; its submissions stay. */
export function useDeleteProblem() {
  const queryClient = useQueryClient();
  return useCallMutation(adminDeleteProblem, {
    toInput: (pid: number) => ({ query: { pid } }),
    invalidates: [callKey(adminGetProblemList), callKey(getProblemList)],
    onSuccess: (_answer, pid) =>
      patchListedProblems(queryClient, (rows) => rows.filter((row) => row.pid !== pid)),
  });
}
