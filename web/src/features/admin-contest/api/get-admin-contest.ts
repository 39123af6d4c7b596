import { adminGetContest } from '@oj/shared/api/admin-contest';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/admin/contest?cid=: the stored contest, its password included (the contest's admins only). */
export const adminContestQueryOptions = (cid: number) => callQueryOptions(adminGetContest, { cid });
