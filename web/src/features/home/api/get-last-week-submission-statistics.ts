import { queryOptions } from '@tanstack/react-query';
import { getLastWeekSubmissionStatistics } from '@oj/shared/api/home';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-last-week-submission-statistics: seven days of submissions, oldest first. */
export const lastWeekSubmissionStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: ['get-last-week-submission-statistics'],
    queryFn: () => callApi(getLastWeekSubmissionStatistics),
    staleTime: 60_000,
  });
