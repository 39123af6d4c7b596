import type { getSessions as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { listUserLogins } from '../../data/logins/list-logins';
import { loginSessionOf } from './admin-dashboard-view';

/**
 * POST /api/admin/dashboard/get-sessions: the caller's previous login, the second newest of their
 * logins (the newest is this one), or the only one; null for an account with no recorded login.
 */
export const getSessions: Route<typeof call>['handle'] = async (_input, context) => {
  if (!context.user) return null;
  const [newest, previous] = await listUserLogins(context.user.uid, 2);
  const shown = previous ?? newest;
  return shown ? loginSessionOf(shown) : null;
};
