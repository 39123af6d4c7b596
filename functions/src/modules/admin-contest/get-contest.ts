import type { adminGetContest as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { adminContestView } from './admin-contest-view';
import { readOwnContest } from './own-contest';

/** GET /api/admin/contest?cid=: the whole contest, password included, for its admins. */
export const getContest: Handler<typeof call, 'admin'> = async ({ query }, context) =>
  adminContestView(await readOwnContest(query.cid, context.user), Date.now());
