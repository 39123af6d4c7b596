import { queryOptions } from '@tanstack/react-query';
import { getSubmissionDetail } from '@oj/shared/api/submission';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-submission-detail: the submission with its code when this viewer may see it. */
export const submissionDetailQueryOptions = (submitId: number) =>
  queryOptions({
    queryKey: ['get-submission-detail', { submitId }],
    queryFn: () => callApi(getSubmissionDetail, { query: { submitId } }),
    retry: false,
  });
