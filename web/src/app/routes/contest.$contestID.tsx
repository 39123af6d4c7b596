import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

/**
 * /contest/:contestID, the contest shell (spec part 2, §2 "ContestDetails"): head, clock, password
 * form and tab bar around its tabs, the children listed in `contest-tab-routes.ts`. The shell and its
 * tabs are chunks of their own: nothing of them loads with /home.
 */
export const contestShellRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contest/$contestID',
  staticData: { titleKey: 'menu.contest' },
  component: lazyRouteComponent(() => import('./-components/contest-shell-page'), 'ContestShellPage'),
});
