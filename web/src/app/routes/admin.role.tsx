import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/role: the roles, what each may do, and assigning them (super admin). */
export const adminRoleRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/role',
  staticData: { titleKey: 'admin-role.title' },
  component: lazyRouteComponent(() => import('./-components/admin-role-page'), 'AdminRolePage'),
});
