import { queryOptions } from '@tanstack/react-query';
import { getUserCalendarHeatmap } from '@oj/shared/api/profile';
import { callApi } from '../../../lib/api-client';
import type { UserRef } from './get-user-home-info';

/** GET /api/get-user-calendar-heatmap: judged submissions per day over the last year. */
export const userCalendarHeatmapQueryOptions = ({ uid, username }: UserRef) =>
  queryOptions({
    queryKey: ['get-user-calendar-heatmap', { uid, username }],
    queryFn: () => callApi(getUserCalendarHeatmap, { query: { uid, username } }),
    staleTime: 60_000,
  });
