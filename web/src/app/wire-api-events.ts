import type { QueryClient } from '@tanstack/react-query';
import { setApiEventHandlers } from '../lib/api-events';
import { showDialog } from '../lib/dialog-store';
import { sessionStore } from '../features/session/session-store';
import { refreshRoles } from '../features/session/api/get-user-auth-info';

/** Spec §8: 401 forgets the login and asks for a new one; 403 re-reads the roles. */
export function wireApiEvents(queryClient: QueryClient): void {
  setApiEventHandlers({
    onUnauthorized: (isAdminRequest) => {
      sessionStore.clear();
      queryClient.removeQueries({ queryKey: ['msg/unread'] });
      if (isAdminRequest) location.assign('/admin/login');
      else showDialog('login');
    },
    onForbidden: (isAdminRequest) => {
      void refreshRoles().catch(() => undefined);
      if (isAdminRequest) location.assign('/admin');
    },
  });
}
