import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/problem/edit/$problemId: the form of one problem, by its number (pid), as the list links it. */
export const adminProblemEditRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/problem/edit/$problemId',
  staticData: { titleKey: 'admin-problem.form.editTitle' },
  component: lazyRouteComponent(
    () => import('./-components/admin-problem-form-page'),
    'AdminProblemEditPage',
  ),
});
