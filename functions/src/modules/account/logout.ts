import type { logout as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { deleteSession } from '../../data/sessions/session-store';

/** GET /api/logout: ends the caller's session; its token is refused from then on. */
export const logout: Route<typeof call>['handle'] = async (_input, context) => {
  if (context.user) await deleteSession(context.user.uid, context.user.sessionId);
  return null;
};
