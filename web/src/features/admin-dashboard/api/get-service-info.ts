import { getServiceInfo } from '@oj/shared/api/admin-dashboard';
import { callQueryOptions } from '../../../lib/call-query';

/** The API service's figures, read again every minute with the rest of the dashboard. */
export const serviceInfoQueryOptions = () =>
  callQueryOptions(getServiceInfo, {}, { staleTime: 30_000, refetchInterval: 60_000 });
