import { createRoute, lazyRouteComponent, Navigate, redirect } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n/i18n';
import { adminLoginReturn } from '../../lib/login-return';
import { showToast } from '../../lib/toast-store';
import { sessionStore } from '../../features/account/session/session-store';
import { hasAdminRole, hasSuperAdminRole } from '../../features/admin-account/admin-roles';
import { needsSuperAdmin } from '../../features/admin-account/super-admin-pages';
import { loadAdminCatalogues } from '../feature-catalogues';
import { rootRoute } from './root';

/** Any unmatched /admin/* path goes to the admin login (spec §2.18); a logged-in admin is sent on. */
function UnknownAdminPath() {
  return <Navigate to="/admin/login" replace />;
}

/**
 * The protected admin area (spec §2.18): authenticated admin roles only, the super-admin pages for
 * the super admin only. Its pages are the children listed in `admin-page-routes.ts`; the layout (side
 * menu, breadcrumbs, session rules) loads with the first admin page, never with the public site.
 */
export const adminLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  staticData: { titleKey: 'admin-account.title' },
  beforeLoad: async ({ location }) => {
    await loadAdminCatalogues();
    const session = sessionStore.get();
    // The login comes back to the page asked for.
    const toLogin = () =>
      redirect({ to: '/admin/login', search: { redirect: adminLoginReturn(location.href) }, replace: true });
    if (!session) throw toLogin();
    if (!hasAdminRole(session.user.roleList)) {
      showToast('error', i18n.t('admin-account.login.notAdmin'));
      throw toLogin();
    }
    if (needsSuperAdmin(location.pathname) && !hasSuperAdminRole(session.user.roleList)) {
      showToast('warning', i18n.t('admin-account.superAdminOnly'));
      throw redirect({ to: '/admin', replace: true });
    }
  },
  component: lazyRouteComponent(() => import('./-components/admin-layout'), 'AdminLayout'),
  notFoundComponent: UnknownAdminPath,
});
