import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  parseAdminContestListSearch,
  toAdminContestListSearch,
  type AdminContestListSearch,
} from '../../features/admin-contest/list/contest-list-search';
import { adminLayoutRoute } from './admin';

/** /admin/contest: the contests an admin runs (every one for the super admin); search and page in the URL. */
export const adminContestRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/contest',
  staticData: { titleKey: 'admin-contest.title' },
  validateSearch: (search: Record<string, unknown>): AdminContestListSearch =>
    toAdminContestListSearch(parseAdminContestListSearch(search)),
  component: lazyRouteComponent(
    () => import('./-components/admin-contest-list-page'),
    'AdminContestListPage',
  ),
});
