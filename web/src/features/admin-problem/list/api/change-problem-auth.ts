import { adminChangeProblemAuth, adminGetProblemList } from '@oj/shared/api/admin-problem';
import { getProblemList } from '@oj/shared/api/problem';
import { callKey, useCallMutation } from '../../../../lib/call-query';
import type { ProblemAuth } from '../url-state';

/**
 * PUT /api/admin/problem/change-problem-auth: the visible switch (public ↔ private). The public
 * problem list is read again too, so the change shows there at once.
 */
export const useChangeProblemAuth = () =>
  useCallMutation(adminChangeProblemAuth, {
    toInput: (body: { pid: number; auth: ProblemAuth }) => ({ body }),
    invalidates: [callKey(adminGetProblemList), callKey(getProblemList)],
  });
