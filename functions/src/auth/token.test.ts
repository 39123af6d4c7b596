import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { signToken, tokenFromHeader, verifyToken } from './token';

describe('tokens', () => {
  beforeAll(() => {
    process.env.JWT_SECRET = 'unit-test-secret-unit-test-secret';
  });

  it('verifies a token it signed and reads its claims', async () => {
    const { token, expiresAt } = await signToken('u1', 's1');
    const check = await verifyToken(token);
    expect(check).toEqual({ ok: true, claims: { uid: 'u1', sessionId: 's1', expiresAt } });
  });

  it('calls a token past its 24 hours expired', async () => {
    const { token } = await signToken('u1', 's1', Date.now() - 25 * 3600 * 1000);
    expect(await verifyToken(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new SignJWT({ sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-xx'));
    expect(await verifyToken(forged)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads the header with or without Bearer', () => {
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('  ')).toBeUndefined();
  });
});
