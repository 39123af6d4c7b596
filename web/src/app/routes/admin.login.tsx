import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { sessionStore } from '../../features/account/session/session-store';
import { hasAdminRole } from '../../features/admin-account/admin-roles';
import { loadAdminCatalogues } from '../feature-catalogues';
import { rootRoute } from './root';

/** /admin/login, its own page (spec §2.18); an admin already logged in goes straight to the dashboard. */
export const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/login',
  staticData: { titleKey: 'admin-account.login.title' },
  beforeLoad: async () => {
    await loadAdminCatalogues();
    const session = sessionStore.get();
    if (session && hasAdminRole(session.user.roleList)) throw redirect({ to: '/admin', replace: true });
  },
  component: lazyRouteComponent(() => import('./-components/admin-login-page'), 'AdminLoginPage'),
});
