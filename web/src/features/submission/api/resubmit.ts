import { resubmit } from '@oj/shared/api/submission';
import { callApi } from '../../../lib/api-client';

/** GET /api/resubmit: sends a submission whose remote submit failed (status 10) again. */
export function resubmitSubmission(submitId: number) {
  return callApi(resubmit, { query: { submitId } });
}
