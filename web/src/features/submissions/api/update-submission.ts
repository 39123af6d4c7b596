import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSubmission } from '@oj/shared/api/submission';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type UpdateSubmissionInput = z.input<typeof updateSubmission.body>;

/** PUT /api/submission: the owner shares the code or stops sharing it; the detail is read again. */
export function useUpdateSubmissionShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSubmissionInput) => callApi(updateSubmission, { body: input }),
    onSuccess: (answer) =>
      queryClient.invalidateQueries({ queryKey: ['get-submission-detail', { submitId: answer.submitId }] }),
  });
}
