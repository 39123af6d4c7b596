import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/problem/create: the empty problem form with the spec's defaults. */
export const adminProblemCreateRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/problem/create',
  staticData: { titleKey: 'admin-problem.form.createTitle' },
  component: lazyRouteComponent(
    () => import('./-components/admin-problem-form-page'),
    'AdminProblemCreatePage',
  ),
});
