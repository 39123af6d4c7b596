import { refreshTokenHeader, roleSatisfies, tokenRenewalWindowSeconds } from '@oj/shared';
import { extendSession, getSession } from '../../data/sessions/session-store';
import { signToken, tokenFromHeader, verifyToken } from '../../auth/token';
import { AppError } from '../app-error';
import { frameOf, type FrameRequest } from './frame-request';

/**
 * Who is asking, and may they. A valid token whose session still exists makes the request the
 * session's user, with the roles the session holds now. Calls open to anyone ignore a bad token;
 * other calls answer 401 for no login and 403 for a role too low.
 */
export function authenticate() {
  return {
    before: async (request: FrameRequest): Promise<void> => {
      const frame = frameOf(request);
      const access = frame.route?.access ?? 'anyone';
      const adminArea = frame.context.urlType === 'admin';
      const loginRequired = new AppError(adminArea ? 'adminLoginRequired' : 'loginRequired');

      const token = tokenFromHeader(request.event.headers.authorization);
      if (token) {
        const check = await verifyToken(token);
        if (check.ok) {
          const session = await getSession(check.claims.uid, check.claims.sessionId);
          if (session) {
            frame.context.user = {
              uid: session.uid,
              username: session.username,
              roleCode: session.roleCode,
              sessionId: session.sessionId,
            };
            const remaining = check.claims.expiresAt - Math.floor(Date.now() / 1000);
            if (remaining < tokenRenewalWindowSeconds) {
              const renewed = await signToken(session.uid, session.sessionId);
              if (await extendSession(session.uid, session.sessionId, renewed.expiresAt)) {
                frame.renewedToken = renewed.token;
              }
            }
          }
        } else if (check.reason === 'expired' && access !== 'anyone') {
          throw new AppError('loginExpired');
        }
      }

      const user = frame.context.user;
      if (access === 'anyone') return;
      if (!user) throw loginRequired;
      if (!roleSatisfies(user.roleCode, access)) throw new AppError('noPermission');
    },
    after: (request: FrameRequest): void => {
      const renewed = frameOf(request).renewedToken;
      if (renewed && request.response) {
        request.response.headers = {
          ...request.response.headers,
          [refreshTokenHeader]: 'true',
          authorization: renewed,
        };
      }
    },
  };
}
