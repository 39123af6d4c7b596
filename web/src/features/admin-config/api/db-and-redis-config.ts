import { adminGetDbAndRedisConfig } from '@oj/shared/api/admin-config';
import { callQueryOptions } from '../../../lib/call-query';

/** The storage this deployment has (read-only: it is set when the site is deployed). */
export const dbAndRedisConfigQueryOptions = () => callQueryOptions(adminGetDbAndRedisConfig, {});
