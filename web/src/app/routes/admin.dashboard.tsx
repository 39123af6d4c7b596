import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin: the dashboard, the admin area's default page. */
export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/',
  staticData: { titleKey: 'admin-account.menu.dashboard' },
  component: lazyRouteComponent(() => import('./-components/admin-dashboard-page'), 'AdminDashboardPage'),
});
