import { getSessions } from '@oj/shared/api/admin-dashboard';
import { callQueryOptions } from '../../../lib/call-query';

/** The caller's previous login, shown as "Last login". */
export const lastLoginQueryOptions = () => callQueryOptions(getSessions, {}, { staleTime: Infinity });
