import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rankSearchSchema } from '../../features/contest-rank/board/rank-search';
import { contestShellRoute } from './contest.$contestID';

/**
 * /contest/:contestID/rank (spec part 2 §2 "ContestRank"): the board, its page, page size and keyword
 * in the URL (`currentPage`, `limit`, `keyword`).
 */
export const contestRankRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'rank',
  staticData: { titleKey: 'contest-rank.heading' },
  validateSearch: (search) => rankSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('./-components/contest-rank-page'), 'ContestRankPage'),
});
