import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/switch: the site switches (super admin). */
export const adminSwitchRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/switch',
  staticData: { titleKey: 'admin-switch.title' },
  component: lazyRouteComponent(() => import('./-components/admin-switch-page'), 'AdminSwitchPage'),
});
