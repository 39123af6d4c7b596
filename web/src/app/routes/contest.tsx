import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestListQueryOptions } from '../../features/contest/api/get-contest-list';
import {
  parseContestListSearch,
  toContestListSearch,
  type ContestListSearch,
} from '../../features/contest/list/url-state';
import { rootRoute } from './root';

/** /contest: the contest list (spec part 2, §2 "ContestList"), its filters in the URL. */
export const contestListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contest',
  staticData: { titleKey: 'menu.contest' },
  // Malformed values fall back to their defaults, and only what differs from them stays in the URL.
  validateSearch: (search: Record<string, unknown>): ContestListSearch =>
    toContestListSearch(parseContestListSearch(search)),
  loaderDeps: ({ search }) => search,
  // The list fails on its own (the API client has said why); the page never waits on a failure.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(contestListQueryOptions(parseContestListSearch({ ...deps }))),
    ]),
  component: lazyRouteComponent(() => import('./-components/contest-list-page'), 'ContestListPage'),
});
