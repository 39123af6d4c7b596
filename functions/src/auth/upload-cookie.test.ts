import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptsUploadCookie,
  expiredUploadCookies,
  uploadCookieName,
  uploadCookies,
  uploadCookieSession,
  uploadCookieValue,
} from './upload-cookie';

beforeAll(() => {
  process.env.JWT_SECRET = 'a test key that signs nothing real';
});

const session = {
  uid: '0123456789abcdef0123456789abcdef',
  sessionId: 'f3c0b1c2-7a8d-4e5f-9a0b-1c2d3e4f5a6b',
};

describe('the upload cookie', () => {
  it('names the session it was made for, and only with its proof', async () => {
    const value = await uploadCookieValue(session);
    expect(await uploadCookieSession(['theme=dark', `${uploadCookieName}=${value}`])).toEqual(session);
    const other = { ...session, sessionId: 'another-session' };
    const [, , mac] = value.split('.');
    expect(
      await uploadCookieSession([`${uploadCookieName}=${other.uid}.${other.sessionId}.${mac}`]),
    ).toBeUndefined();
    expect(await uploadCookieSession([`${uploadCookieName}=${value}x`])).toBeUndefined();
    expect(await uploadCookieSession([`${uploadCookieName}=${value}.extra`])).toBeUndefined();
    expect(await uploadCookieSession(undefined)).toBeUndefined();
  });

  it('is set for each upload path alone, HttpOnly and SameSite=Strict, Secure over https', async () => {
    const lines = await uploadCookies(session, { maxAgeSeconds: 3600, secure: true });
    expect(lines).toHaveLength(3);
    for (const line of lines)
      expect(line).toMatch(
        /^oj-upload=[^;]+; Path=\/api\/file\/upload-[a-z-]+; Max-Age=3600; HttpOnly; SameSite=Strict; Secure$/,
      );
    expect(expiredUploadCookies({ secure: false })[0]).toMatch(
      /^oj-upload=; Path=\/api\/file\/[a-z-]+; Max-Age=0; HttpOnly; SameSite=Strict$/,
    );
  });

  it('is read for the upload widget’s POST calls only', () => {
    expect(acceptsUploadCookie({ method: 'POST', path: '/api/file/upload-testcase-zip' })).toBe(true);
    expect(acceptsUploadCookie({ method: 'POST', path: '/api/file/upload-carouse-img' })).toBe(true);
    expect(acceptsUploadCookie({ method: 'POST', path: '/api/file/upload-md-img' })).toBe(false);
    expect(acceptsUploadCookie({ method: 'GET', path: '/api/file/upload-testcase-zip' })).toBe(false);
  });
});
