import { queryOptions } from '@tanstack/react-query';
import { getRecentSevenAcRank } from '@oj/shared/api/home';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-recent-seven-ac-rank: most accepted submissions over the last seven days. */
export const recentSevenAcRankQueryOptions = () =>
  queryOptions({
    queryKey: ['get-recent-seven-ac-rank'],
    queryFn: () => callApi(getRecentSevenAcRank),
    staleTime: 60_000,
  });
