import { createHmac, timingSafeEqual } from 'node:crypto';
import { adminUploadCarouseImg, adminUploadCarouselImg, uploadTestcaseZip } from '@oj/shared';
import { jwtSecret } from './jwt-secret';

/**
 * The session's upload cookie: the login of the original client's upload widget (`el-upload`), which
 * sends cookies but no `Authorization` header (docs/security.md, "The upload cookie"). It names the
 * session and proves it with an HMAC under the token key, so it is no token: the `Authorization`
 * header refuses it, and the frame reads it only for the calls below, from a page of the site
 * (`comesFromSitePage`). The session must still exist, so it ends with the session: logout,
 * a password change or reset, an administrator ending the account's sessions.
 */
export const uploadCookieName = 'oj-upload';

/**
 * The calls the original client posts from its upload widget: the test data zip (admin problem form)
 * and the carousel picture (website config; both spellings). Its problem imports join them when they
 * exist. Markdown pictures and files and the avatar go through its request library, with the header.
 */
export const uploadWidgetCalls = [uploadTestcaseZip, adminUploadCarouselImg, adminUploadCarouseImg];

/**
 * One cookie per upload path (`Path` is a prefix, so one cookie for all of them would reach other
 * calls too): the browser sends it to nothing else.
 */
export const uploadCookiePaths: readonly string[] = uploadWidgetCalls.map((call) => call.path);

/** Whether the frame reads the upload cookie for a call. */
export function acceptsUploadCookie(call: { method: string; path: string }): boolean {
  return call.method === 'POST' && uploadCookiePaths.includes(call.path);
}

export interface UploadCookieSession {
  uid: string;
  sessionId: string;
}

/** Keeps this MAC apart from any other use of the token key. */
const purpose = 'oj upload cookie v1';

async function macOf(session: UploadCookieSession): Promise<Buffer> {
  return createHmac('sha256', await jwtSecret())
    .update(`${purpose}\n${session.uid}\n${session.sessionId}`)
    .digest();
}

/** The cookie's value: `<uid>.<sessionId>.<mac>` (the MAC in base64url). */
export async function uploadCookieValue(session: UploadCookieSession): Promise<string> {
  return `${session.uid}.${session.sessionId}.${(await macOf(session)).toString('base64url')}`;
}

/** The session an upload cookie among `cookies` (`name=value` pairs) names, if its MAC holds. */
export async function uploadCookieSession(
  cookies: readonly string[] | undefined,
): Promise<UploadCookieSession | undefined> {
  const prefix = `${uploadCookieName}=`;
  const value = cookies?.find((cookie) => cookie.startsWith(prefix))?.slice(prefix.length);
  const [uid, sessionId, mac, ...rest] = value?.split('.') ?? [];
  if (!uid || !sessionId || !mac || rest.length > 0) return undefined;
  const expected = await macOf({ uid, sessionId });
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { uid, sessionId }
    : undefined;
}

/**
 * `Set-Cookie` values that hand the browser the session's cookie, one per upload path, for
 * `maxAgeSeconds` (the session's remaining life): HttpOnly (no script reads it), SameSite=Strict (no
 * other site's page makes the browser send it), Secure where the site is served over HTTPS.
 */
export async function uploadCookies(
  session: UploadCookieSession,
  options: { maxAgeSeconds: number; secure: boolean },
): Promise<string[]> {
  const value = await uploadCookieValue(session);
  return uploadCookiePaths.map((path) =>
    cookieLine(`${uploadCookieName}=${value}`, path, Math.max(0, options.maxAgeSeconds), options.secure),
  );
}

/** `Set-Cookie` values that remove the cookies (logout): the session is gone anyway. */
export function expiredUploadCookies(options: { secure: boolean }): string[] {
  return uploadCookiePaths.map((path) => cookieLine(`${uploadCookieName}=`, path, 0, options.secure));
}

function cookieLine(nameValue: string, path: string, maxAge: number, secure: boolean): string {
  return `${nameValue}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
