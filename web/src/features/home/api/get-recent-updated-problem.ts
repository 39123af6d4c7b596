import { queryOptions } from '@tanstack/react-query';
import { getRecentUpdatedProblem } from '@oj/shared/api/home';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-recent-updated-problem: the five problems changed last. */
export const recentUpdatedProblemQueryOptions = () =>
  queryOptions({
    queryKey: ['get-recent-updated-problem'],
    queryFn: () => callApi(getRecentUpdatedProblem),
    staleTime: 60_000,
  });
