import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/user: accounts, CSV import and generated accounts, for the super admin only. */
export const adminUserRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/user',
  staticData: { titleKey: 'admin-user.title' },
  component: lazyRouteComponent(() => import('./-components/admin-user-page'), 'AdminUserPage'),
});
