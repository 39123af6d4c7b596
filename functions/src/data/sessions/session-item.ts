import { isRoleCode, tableDefinition, type RoleCode } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/**
 * A login. The token names it; the item makes logout and role changes take effect at once, because
 * every authenticated request reads it (one strongly consistent read).
 */
export interface Session {
  uid: string;
  sessionId: string;
  username: string;
  roleCode: RoleCode;
  /** Epoch seconds after which the session is gone. */
  expiresAt: number;
}

/** Sessions sit under their user, so all of a user's logins can be found (role change, password reset). */
export function sessionKey(uid: string, sessionId: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: keyOf('SESSION', sessionId) };
}

export function sessionToItem(session: Session): Record<string, unknown> & ItemKey {
  return toItem(sessionKey(session.uid, session.sessionId), 'Session', 1, {
    uid: session.uid,
    sessionId: session.sessionId,
    username: session.username,
    roleCode: session.roleCode,
    [tableDefinition.ttlAttribute]: session.expiresAt,
  });
}

export function sessionFromItem(item: Record<string, unknown>): Session {
  const roleCode = Number(item.roleCode);
  if (!isRoleCode(roleCode)) throw new Error(`session has unknown role code ${roleCode}`);
  return {
    uid: String(item.uid),
    sessionId: String(item.sessionId),
    username: String(item.username),
    roleCode,
    expiresAt: Number(item[tableDefinition.ttlAttribute]),
  };
}
