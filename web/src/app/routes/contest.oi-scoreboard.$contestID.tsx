import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rankSearchSchema } from '../../features/contest-rank/board/rank-search';
import { rootRoute } from './root';

/**
 * /contest/oi-scoreboard/:contestID (spec part 2 §2 "OIScoreBoard"): an OI contest's board for
 * spectators, outside the site's frame and the contest shell; page, size and keyword in the URL.
 */
export const contestOiScoreboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contest/oi-scoreboard/$contestID',
  staticData: { titleKey: 'contest-rank.outside.oiBoard' },
  validateSearch: (search) => rankSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('./-components/contest-rank-outside-page'), 'OiOutsidePage'),
});
