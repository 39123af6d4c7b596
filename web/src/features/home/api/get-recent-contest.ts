import { queryOptions } from '@tanstack/react-query';
import { getRecentContest } from '@oj/shared/api/home';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-recent-contest: contests about to start or running. */
export const recentContestQueryOptions = () =>
  queryOptions({
    queryKey: ['get-recent-contest'],
    queryFn: () => callApi(getRecentContest),
    staleTime: 60_000,
  });
