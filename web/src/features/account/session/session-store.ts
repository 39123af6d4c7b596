import type { SessionUser } from '@oj/shared/api/account';
import { tokenLifetimeSeconds } from '@oj/shared/auth/session-policy';
import { storageKeys } from '../../../lib/token-storage';

/** The login this tab knows (spec §3, §4): token, user info and when the login happened. */
export interface Session {
  token: string;
  user: SessionUser;
  loginTime: number;
}

const loginLifetimeMs = tokenLifetimeSeconds * 1000;

/** Reads the stored login; a partial or unreadable one counts as none. */
export function readStoredSession(storage: Storage = localStorage): Session | null {
  const token = storage.getItem(storageKeys.token);
  const userText = storage.getItem(storageKeys.userInfo);
  const loginTime = Number(storage.getItem(storageKeys.loginTime));
  if (!token || !userText || !Number.isFinite(loginTime)) return null;
  try {
    return { token, user: JSON.parse(userText) as SessionUser, loginTime };
  } catch {
    return null;
  }
}

/** A login lasts 24 hours (spec §4), after which a new one is demanded. */
export function isSessionExpired(session: Session, now: number = Date.now()): boolean {
  return now - session.loginTime >= loginLifetimeMs;
}

let current: Session | null = null;
const listeners = new Set<() => void>();

function publish(next: Session | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Adopts what local storage holds, e.g. after another tab logged in or out. */
  loadFromStorage(): void {
    publish(readStoredSession());
  },
  logIn(token: string, user: SessionUser, now: number = Date.now()): void {
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(user));
    localStorage.setItem(storageKeys.loginTime, String(now));
    publish({ token, user, loginTime: now });
  },
  updateUser(change: Partial<SessionUser>): void {
    if (!current) return;
    const user = { ...current.user, ...change };
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(user));
    publish({ ...current, user });
  },
  clear(): void {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.userInfo);
    localStorage.removeItem(storageKeys.loginTime);
    publish(null);
  },
};
