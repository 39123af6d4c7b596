import { getUserCalendarHeatmap } from '@oj/shared/api/profile';
import { callQueryOptions } from '../../../lib/call-query';
import type { UserRef } from './get-user-home-info';

/** GET /api/get-user-calendar-heatmap: judged submissions per day over the last year. */
export const userCalendarHeatmapQueryOptions = ({ uid, username }: UserRef) =>
  callQueryOptions(getUserCalendarHeatmap, { uid, username }, { staleTime: 60_000 });
