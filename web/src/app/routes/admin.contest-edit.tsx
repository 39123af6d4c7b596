import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/contest/$contestId/edit: the stored contest in the same form, its rule type locked. */
export const adminContestEditRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/contest/$contestId/edit',
  staticData: { titleKey: 'admin-contest.editTitle' },
  component: lazyRouteComponent(
    () => import('./-components/admin-contest-form-page'),
    'AdminContestEditPage',
  ),
});
