import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { problemListQueryOptions } from '../../features/problem/list/api/get-problem-list';
import { problemTagsAndClassificationQueryOptions } from '../../features/problem/list/api/get-problem-tags-and-classification';
import {
  parseProblemListSearch,
  toProblemListSearch,
  type ProblemListSearch,
} from '../../features/problem/list/url-state';
import { readStoredSession, sessionStore } from '../../features/account/session/session-store';
import { rootRoute } from './root';

/** The stored login is read directly: the loader may run before the session store is started. */
const viewerUidNow = () => (sessionStore.get() ?? readStoredSession())?.user.uid ?? null;

export const problemListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/problem',
  staticData: { titleKey: 'menu.problem' },
  // Malformed values fall back to their defaults, and only what differs from them stays in the URL.
  validateSearch: (search: Record<string, unknown>): ProblemListSearch =>
    toProblemListSearch(parseProblemListSearch(search)),
  loaderDeps: ({ search }) => search,
  // The list fails on its own (the API client has said why); the page never waits on a failure.
  loader: ({ context: { queryClient }, deps }) => {
    const filters = parseProblemListSearch({ ...deps });
    return Promise.allSettled([
      queryClient.ensureQueryData(problemListQueryOptions(filters, viewerUidNow())),
      queryClient.ensureQueryData(problemTagsAndClassificationQueryOptions(filters.oj)),
    ]);
  },
  component: lazyRouteComponent(() => import('./-components/problem-list-page'), 'ProblemListPage'),
});
