import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rankListQueryOptions } from '../../features/rank/api/get-rank-list';
import { parseRankSearch, toRankSearch, type RankSearch } from '../../features/rank/url-state';
import { rootRoute } from './root';

/** /rank: the user ranking (spec part 2, §2 "User ranking page"), open to visitors, its choices in the URL. */
export const rankRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rank',
  staticData: { titleKey: 'rank.title' },
  // Malformed values fall back to their defaults, and only what differs from them stays in the URL.
  validateSearch: (search: Record<string, unknown>): RankSearch => toRankSearch(parseRankSearch(search)),
  loaderDeps: ({ search }) => search,
  // A failed load has been reported by the API client; the page shows its own line for it.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([queryClient.ensureQueryData(rankListQueryOptions(parseRankSearch({ ...deps })))]),
  component: lazyRouteComponent(() => import('./-components/rank-page'), 'RankPage'),
});
