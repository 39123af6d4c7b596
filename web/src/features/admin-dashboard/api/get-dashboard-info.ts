import { getDashboardInfo } from '@oj/shared/api/admin-dashboard';
import { callQueryOptions } from '../../../lib/call-query';

/** The dashboard's figures; read again every minute while the page is open (workers come and go). */
export const dashboardInfoQueryOptions = () =>
  callQueryOptions(getDashboardInfo, {}, { staleTime: 30_000, refetchInterval: 60_000 });
