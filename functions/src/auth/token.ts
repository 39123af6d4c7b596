import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { tokenLifetimeSeconds } from '@oj/shared';
import { jwtSecret } from './jwt-secret';

/** What a token says: who, which session, and until when. */
export interface TokenClaims {
  uid: string;
  sessionId: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const algorithm = 'HS256';

export async function signToken(
  uid: string,
  sessionId: string,
  now: number = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + tokenLifetimeSeconds;
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: algorithm })
    .setSubject(uid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await jwtSecret());
  return { token, expiresAt };
}

export async function verifyToken(token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await jwtSecret(), { algorithms: [algorithm] });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { uid: payload.sub, sessionId: payload.sid, expiresAt: payload.exp } };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof joseErrors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
}

/** Reads the token from `Authorization`, with or without the `Bearer` prefix. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
}
