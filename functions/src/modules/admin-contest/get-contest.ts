import type { adminGetContest as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { adminContestView } from './admin-contest-view';

/** GET /api/admin/contest?cid=: the whole contest, password included, for its admins (the route's `administer`). */
export const getContest: ScopedHandler<typeof call, 'admin', 'contest'> = async (_input, { scope }) =>
  adminContestView(scope.stored, Date.now());
