import { queryOptions } from '@tanstack/react-query';
import { getUserHomeInfo } from '@oj/shared/api/profile';
import { callApi } from '../../../lib/api-client';

/** Whose page: `uid` wins over `username`; neither means the caller's own. */
export interface UserRef {
  uid?: string;
  username?: string;
}

/** GET /api/get-user-home-info: profile, totals, solved problems and rank tier of one user. */
export const userHomeInfoQueryOptions = ({ uid, username }: UserRef) =>
  queryOptions({
    queryKey: ['get-user-home-info', { uid, username }],
    queryFn: () => callApi(getUserHomeInfo, { query: { uid, username } }),
  });
