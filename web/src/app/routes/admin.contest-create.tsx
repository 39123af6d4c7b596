import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/contest/create: the empty contest form with the spec's defaults. */
export const adminContestCreateRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/contest/create',
  staticData: { titleKey: 'admin-contest.createTitle' },
  component: lazyRouteComponent(
    () => import('./-components/admin-contest-form-page'),
    'AdminContestCreatePage',
  ),
});
