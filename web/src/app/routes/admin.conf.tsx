import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/conf: website, email and home carousel settings (super admin). */
export const adminConfRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/conf',
  staticData: { titleKey: 'admin-config.title' },
  component: lazyRouteComponent(() => import('./-components/admin-conf-page'), 'AdminConfPage'),
});
