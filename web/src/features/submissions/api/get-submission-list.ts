import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSubmissionList } from '@oj/shared/api/submission';
import { callApi } from '../../../lib/api-client';
import type { SubmissionListQuery } from '../list/status-search';

/** GET /api/get-submission-list: one page of submissions, newest first. */
export const submissionListQueryOptions = (query: SubmissionListQuery) =>
  queryOptions({
    queryKey: ['get-submission-list', query],
    queryFn: () => callApi(getSubmissionList, { query }),
    placeholderData: keepPreviousData,
  });
