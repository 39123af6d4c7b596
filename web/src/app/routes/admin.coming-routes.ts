import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/*
 * The addresses of the admin pages the menu marks as coming (`coming: true` in admin-menu.ts): each
 * says it is coming, where an unknown path would send the admin on to the dashboard. A page leaves
 * this file when it is built and gets its own route.
 */
const comingPage = lazyRouteComponent(() => import('./-components/admin-coming-page'), 'AdminComingPage');

/** /admin/problem/batch-operation: importing and exporting problems (spec §2.18). */
export const adminProblemBatchRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/problem/batch-operation',
  staticData: { titleKey: 'admin-account.menu.problemBatch' },
  component: comingPage,
});

export const adminComingRoutes = [adminProblemBatchRoute] as const;
