import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/contest/$contestId/problem/$problemId/edit: a contest problem's form, by its pid. */
export const adminContestProblemEditRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/contest/$contestId/problem/$problemId/edit',
  staticData: { titleKey: 'admin-contest-problem.editTitle' },
  component: lazyRouteComponent(
    () => import('./-components/admin-contest-problem-form-page'),
    'AdminContestProblemEditPage',
  ),
});
