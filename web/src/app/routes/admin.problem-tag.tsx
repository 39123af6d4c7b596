import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/problem/tag: tags and their classifications, for every admin role. */
export const adminProblemTagRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/problem/tag',
  staticData: { titleKey: 'admin-tag.title' },
  component: lazyRouteComponent(() => import('./-components/admin-problem-tag-page'), 'AdminProblemTagPage'),
});
