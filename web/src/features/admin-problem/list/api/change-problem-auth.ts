import { useQueryClient } from '@tanstack/react-query';
import { adminChangeProblemAuth, adminGetProblemList } from '@oj/shared/api/admin-problem';
import { getProblemList } from '@oj/shared/api/problem';
import { callKey, useCallMutation } from '../../../../lib/call-query';
import type { ProblemAuth } from '../url-state';
import { patchListedProblems } from './patch-listed-problems';

/**
 * PUT /api/admin/problem/change-problem-auth: the visible switch (public ↔ private). The public
 * problem list is read again too, so the change shows there.
 */
export function useChangeProblemAuth() {
  const queryClient = useQueryClient();
  return useCallMutation(adminChangeProblemAuth, {
    toInput: (body: { pid: number; auth: ProblemAuth }) => ({ body }),
    invalidates: [callKey(adminGetProblemList), callKey(getProblemList)],
    onSuccess: (_answer, { pid, auth }) =>
      patchListedProblems(queryClient, (rows) =>
        rows.map((row) => (row.pid === pid ? { ...row, auth } : row)),
      ),
  });
}
