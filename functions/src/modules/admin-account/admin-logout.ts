import type { adminLogout as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { deleteSession } from '../../data/sessions/session-store';

/** GET /api/admin/logout: ends the caller's session, as the public logout does. */
export const adminLogout: Route<typeof call>['handle'] = async (_input, context) => {
  if (context.user) await deleteSession(context.user.uid, context.user.sessionId);
  return null;
};
