import { getDashboardInfo } from '@oj/shared/api/admin-dashboard';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * The dashboard's figures, for the judge queue's depth (`judgeQueueDepth`); read again every 15
 * seconds with the workers.
 */
export const judgeQueueQueryOptions = () =>
  callQueryOptions(getDashboardInfo, {}, { refetchInterval: 15_000 });
