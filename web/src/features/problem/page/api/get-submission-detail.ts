import { getSubmissionDetail } from '@oj/shared/api/submission';
import { callApi } from '../../../../lib/api-client';

/** GET /api/get-submission-detail: for a quiz paper's owner it holds the graded answers. */
export function fetchSubmissionDetail(submitId: number) {
  return callApi(getSubmissionDetail, { query: { submitId } });
}
