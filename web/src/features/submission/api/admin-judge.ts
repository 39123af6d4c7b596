import { adminCancelJudge, adminManualJudge, adminRejudge } from '@oj/shared/api/admin-judge';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** GET /api/admin/judge/rejudge (super admin): a new round, pending again. */
export function rejudgeSubmission(submitId: number) {
  return callApi(adminRejudge, { query: { submitId } });
}

export type ManualJudgeInput = z.input<typeof adminManualJudge.query>;

/** GET /api/admin/judge/manual-judge (super admin): sets a final verdict and a score by hand. */
export function judgeSubmissionByHand(input: ManualJudgeInput) {
  return callApi(adminManualJudge, { query: input });
}

/** GET /api/admin/judge/cancel-judge (super admin): status cancelled. */
export function cancelSubmissionJudge(submitId: number) {
  return callApi(adminCancelJudge, { query: { submitId } });
}
