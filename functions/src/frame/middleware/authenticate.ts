import { accessHolders, refreshTokenHeader, roleSatisfies, tokenRenewalWindowSeconds } from '@oj/shared';
import { extendSession, getSession } from '../../data/sessions/session-store';
import { signToken, tokenFromHeader, verifyToken } from '../../auth/token';
import { acceptsUploadCookie, uploadCookieSession, uploadCookies } from '../../auth/upload-cookie';
import { comesFromSitePage } from '../../auth/request-origin';
import { AppError } from '../app-error';
import type { RequestUser } from '../request-context';
import { frameOf, type FrameRequest } from './frame-request';

/**
 * The user of an upload the original client's widget posts: no `Authorization` header, only the
 * session's upload cookie (auth/upload-cookie.ts), read for the upload calls alone. A cookie sent from
 * a page of another origin is refused (403) whatever it holds; one whose session ended is no login.
 */
async function uploadCookieUser(request: FrameRequest): Promise<RequestUser | undefined> {
  const cookieSession = await uploadCookieSession(request.event.cookies);
  if (!cookieSession) return undefined;
  if (!comesFromSitePage(request.event.headers)) throw new AppError('uploadFromOtherOrigin');
  const session = await getSession(cookieSession.uid, cookieSession.sessionId);
  return session && userOf(session);
}

/** The request's user from a stored session: its four fields, not whatever else the item holds. */
function userOf({ uid, username, roleCode, sessionId }: RequestUser): RequestUser {
  return { uid, username, roleCode, sessionId };
}

/**
 * Who is asking, and may they. A valid token whose session still exists makes the request the
 * session's user, with the roles the session holds now; for the upload widget's calls alone, without
 * a token, so does the session's upload cookie. Calls open to anyone ignore a bad token; other calls
 * answer 401 for no login and 403 for a role too low.
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
            frame.context.user = userOf(session);
            const now = Math.floor(Date.now() / 1000);
            if (check.claims.expiresAt - now < tokenRenewalWindowSeconds) {
              const renewed = await signToken(session.uid, session.sessionId);
              if (await extendSession(session.uid, session.sessionId, renewed.expiresAt)) {
                frame.renewedToken = renewed.token;
                // The upload cookie lives as long as the session it names.
                const maxAgeSeconds = renewed.expiresAt - now;
                const secure = frame.context.overHttps;
                frame.responseCookies.push(...(await uploadCookies(session, { maxAgeSeconds, secure })));
              }
            }
          }
        } else if (check.reason === 'expired' && access !== 'anyone') {
          throw new AppError('loginExpired');
        }
      } else if (frame.route && acceptsUploadCookie(frame.route.call)) {
        frame.context.user = await uploadCookieUser(request);
      }

      const user = frame.context.user;
      if (access === 'anyone') return;
      if (!user) throw loginRequired;
      // A route for a role says who may call it: "只有超级管理员可以进行此操作".
      if (access !== 'user' && !roleSatisfies(user.roleCode, access))
        throw new AppError('roleRequired', { holders: accessHolders[access] });
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
