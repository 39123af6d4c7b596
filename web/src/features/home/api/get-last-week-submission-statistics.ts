import { getLastWeekSubmissionStatistics } from '@oj/shared/api/home';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-last-week-submission-statistics: seven days of submissions, oldest first. */
export const lastWeekSubmissionStatisticsQueryOptions = () =>
  callQueryOptions(getLastWeekSubmissionStatistics, {}, { staleTime: 60_000 });
