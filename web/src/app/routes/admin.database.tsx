import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/database: the database settings, read-only (super admin). */
export const adminDatabaseRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/database',
  staticData: { titleKey: 'admin-config.database.title' },
  component: lazyRouteComponent(() => import('./-components/admin-database-page'), 'AdminDatabasePage'),
});
