import type { logout as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { deleteSession } from '../../data/sessions/session-store';
import { expiredUploadCookies } from '../../auth/upload-cookie';

/**
 * GET /api/logout: ends the caller's session; its token and its upload cookie are refused from then
 * on, and the browser is told to drop the cookie.
 */
export const logout: Route<typeof call>['handle'] = async (_input, context) => {
  if (context.user) await deleteSession(context.user.uid, context.user.sessionId);
  for (const line of expiredUploadCookies({ secure: context.overHttps })) context.setResponseCookie(line);
  return null;
};
