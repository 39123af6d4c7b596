import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  parseAdminProblemListSearch,
  toAdminProblemListSearch,
  type AdminProblemListSearch,
} from '../../features/admin-problem/list/url-state';
import { adminProblemListQueryOptions } from '../../features/admin-problem/list/api/get-admin-problem-list';
import { adminLayoutRoute } from './admin';

/** /admin/problems: the site's problems for every admin role; the state is the URL query. */
export const adminProblemsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/problems',
  staticData: { titleKey: 'admin-problem.list.title' },
  validateSearch: (search: Record<string, unknown>): AdminProblemListSearch =>
    toAdminProblemListSearch(parseAdminProblemListSearch(search)),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(adminProblemListQueryOptions(parseAdminProblemListSearch({ ...deps }))),
  component: lazyRouteComponent(() => import('./-components/admin-problems-page'), 'AdminProblemsPage'),
});
