import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { sessionStore } from '../../features/account/session/session-store';
import { hasAdminRole } from '../../features/admin-account/admin-roles';
import { adminReturnPath } from '../../lib/login-return';
import { loadAdminCatalogues } from '../feature-catalogues';
import { rootRoute } from './root';

/**
 * /admin/login, its own page (spec §2.18). `redirect` is the admin page a guard sent the visitor away
 * from, where the login returns (only an admin path of this site: `adminReturnPath`); without one, the
 * dashboard. An admin already logged in goes straight there.
 */
export const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/login',
  staticData: { titleKey: 'admin-account.login.title' },
  // The key is always written, `undefined` when the value is no admin page: the router lays a route's
  // search over its parents', which hold the raw query, so leaving it out would let the raw value by.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: adminReturnPath(search.redirect) ?? undefined,
  }),
  beforeLoad: async ({ search }) => {
    await loadAdminCatalogues();
    const session = sessionStore.get();
    if (session && hasAdminRole(session.user.roleList))
      throw redirect({ href: adminReturnPath(search.redirect) ?? '/admin', replace: true });
  },
  component: lazyRouteComponent(() => import('./-components/admin-login-page'), 'AdminLoginPage'),
});
