import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store';

/** The current login, re-rendering when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

const adminRoles = new Set(['root', 'admin', 'problem_admin']);

/** The admin test passes for admin, problem admin and super admin (spec §6). */
export function isAdminSession(session: Session | null): boolean {
  return session?.user.roleList.some((role) => adminRoles.has(role)) ?? false;
}
