import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/contest/$contestId/problems: a contest's problems (add from the public set, create, rename, remove). */
export const adminContestProblemsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/contest/$contestId/problems',
  staticData: { titleKey: 'admin-contest-problem.title' },
  component: lazyRouteComponent(
    () => import('./-components/admin-contest-problems-page'),
    'AdminContestProblemsPage',
  ),
});
