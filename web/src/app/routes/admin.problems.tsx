import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  parseAdminProblemListSearch,
  toAdminProblemListSearch,
  type AdminProblemListSearch,
} from '../../features/admin-problem/list/url-state';
import { adminLayoutRoute } from './admin';

/** /admin/problems: the site's problems for every admin role; the state is the URL query. */
export const adminProblemsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/problems',
  staticData: { titleKey: 'admin-problem.list.title' },
  validateSearch: (search: Record<string, unknown>): AdminProblemListSearch =>
    toAdminProblemListSearch(parseAdminProblemListSearch(search)),
  loaderDeps: ({ search }) => search,
  // The query's call definitions load with the page, not with every visitor's first load of /home.
  loader: async ({ context: { queryClient }, deps }) => {
    const { adminProblemListQueryOptions } =
      await import('../../features/admin-problem/list/api/get-admin-problem-list');
    void queryClient.prefetchQuery(adminProblemListQueryOptions(parseAdminProblemListSearch({ ...deps })));
  },
  component: lazyRouteComponent(() => import('./-components/admin-problems-page'), 'AdminProblemsPage'),
});
