import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rankSearchSchema } from '../../features/contest-rank/board/rank-search';
import { rootRoute } from './root';

/**
 * /contest/acm-scoreboard/:contestID (spec part 2 §2 "ACMScoreBoard"): an ACM contest's board for
 * spectators, outside the site's frame and the contest shell; page, size and keyword in the URL.
 */
export const contestAcmScoreboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contest/acm-scoreboard/$contestID',
  staticData: { titleKey: 'contest-rank.outside.acmBoard' },
  validateSearch: (search) => rankSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('./-components/contest-rank-outside-page'), 'AcmOutsidePage'),
});
