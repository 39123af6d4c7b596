import { getSubmissionDetail, updateSubmission } from '@oj/shared/api/submission';
import type { z } from 'zod';
import { callKey, useCallMutation } from '../../../lib/call-query';

export type UpdateSubmissionInput = z.input<typeof updateSubmission.body>;

/** PUT /api/submission: the owner shares the code or stops sharing it; the detail is read again. */
export function useUpdateSubmissionShare() {
  return useCallMutation(updateSubmission, {
    toInput: (body: UpdateSubmissionInput) => ({ body }),
    invalidates: (answer) => [callKey(getSubmissionDetail, { submitId: answer.submitId })],
  });
}
