import { i18n } from '../../../lib/i18n/i18n';
import { showToast } from '../../../lib/toast-store';
import { refreshRoles } from '../api/get-user-auth-info';
import { isSessionExpired, readStoredSession, sessionStore } from './session-store';

/**
 * Starts the session of this tab: adopts the stored login unless it is older than 24 hours, refreshes
 * the roles, and follows logins and logouts of other tabs whenever this one becomes visible (spec §4).
 * `onLoggedOutElsewhere` sends the user home when another tab logged out.
 */
export function startSession(onLoggedOutElsewhere: () => void): () => void {
  const stored = readStoredSession();
  if (stored && isSessionExpired(stored)) {
    sessionStore.clear();
    showToast('warning', i18n.t('session.expired'));
  } else {
    sessionStore.loadFromStorage();
    if (stored) void refreshRoles().catch(() => undefined);
  }

  function adoptOtherTabs(): void {
    if (document.visibilityState !== 'visible') return;
    const inStorage = readStoredSession();
    if ((inStorage?.token ?? null) === (sessionStore.get()?.token ?? null)) return;
    const wasLoggedIn = sessionStore.get() !== null;
    sessionStore.loadFromStorage();
    if (!inStorage && wasLoggedIn) onLoggedOutElsewhere();
  }
  document.addEventListener('visibilitychange', adoptOtherTabs);
  return () => document.removeEventListener('visibilitychange', adoptOtherTabs);
}
