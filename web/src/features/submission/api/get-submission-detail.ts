import { getSubmissionDetail } from '@oj/shared/api/submission';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-submission-detail: the submission with its code when this viewer may see it. */
export const submissionDetailQueryOptions = (submitId: number) =>
  callQueryOptions(getSubmissionDetail, { submitId }, { retry: false });
