import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestShellRoute } from './contest.$contestID';

/** /contest/:contestID/ac-info: the AC helper's balloons, for the contest's admins (spec part 2, §2). */
export const contestAcInfoRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'ac-info',
  staticData: { titleKey: 'contest.shell.tabs.ac-info' },
  component: lazyRouteComponent(() => import('./-components/contest-ac-info-page'), 'ContestAcInfoPage'),
});
