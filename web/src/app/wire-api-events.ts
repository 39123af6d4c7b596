import { setApiEventHandlers } from '../lib/api-events';
import { burstGate } from '../lib/burst-gate';
import { adminLoginHref } from '../lib/login-return';
import { showDialog } from '../lib/dialog-store';
import { sessionStore } from '../features/account/session/session-store';
import { refreshRoles } from '../features/account/api/get-user-auth-info';

/** Spec §8: 401 forgets the login and asks for a new one; 403 re-reads the roles (once per burst). */
export function wireApiEvents(): void {
  // A screen whose loads are all refused gets several 403s at once: the roles are re-read once.
  const refreshRolesOnce = burstGate(refreshRoles);
  setApiEventHandlers({
    onUnauthorized: (isAdminRequest) => {
      sessionStore.clear();
      // The admin login comes back to the page that was refused.
      if (isAdminRequest)
        location.assign(adminLoginHref(location.pathname + location.search + location.hash));
      else showDialog('login');
    },
    onForbidden: (isAdminRequest) => {
      refreshRolesOnce();
      if (isAdminRequest) location.assign('/admin');
    },
  });
}
