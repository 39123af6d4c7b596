import { getUserHomeInfo } from '@oj/shared/api/profile';
import { callQueryOptions } from '../../../lib/call-query';

/** Whose page: `uid` wins over `username`; neither means the caller's own. */
export interface UserRef {
  uid?: string;
  username?: string;
}

/** GET /api/get-user-home-info: profile, totals, solved problems and rank tier of one user. */
export const userHomeInfoQueryOptions = ({ uid, username }: UserRef) =>
  callQueryOptions(getUserHomeInfo, { uid, username });
