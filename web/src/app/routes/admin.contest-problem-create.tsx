import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/contest/$contestId/problem/create: the full problem form for a contest-only problem. */
export const adminContestProblemCreateRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/contest/$contestId/problem/create',
  staticData: { titleKey: 'admin-contest-problem.createTitle' },
  component: lazyRouteComponent(
    () => import('./-components/admin-contest-problem-form-page'),
    'AdminContestProblemCreatePage',
  ),
});
