import { randomUUID } from 'node:crypto';
import type { RoleCode } from '@oj/shared';
import { putSession } from '../data/sessions/session-store';
import { signToken } from './token';

/** Opens a session for an account and returns the token that names it. */
export async function startSession(
  account: { uid: string; username: string; roleCode: RoleCode },
  now: number = Date.now(),
): Promise<{ token: string; sessionId: string; expiresAt: number }> {
  const sessionId = randomUUID();
  const { token, expiresAt } = await signToken(account.uid, sessionId, now);
  await putSession({ ...account, sessionId, expiresAt });
  return { token, sessionId, expiresAt };
}
