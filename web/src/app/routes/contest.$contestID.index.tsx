import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestShellRoute } from './contest.$contestID';

/** /contest/:contestID: the overview tab (the description; the exam's facts in exam mode). */
export const contestOverviewRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: '/',
  staticData: { titleKey: 'contest.shell.tabs.overview' },
  component: lazyRouteComponent(() => import('./-components/contest-overview-page'), 'ContestOverviewPage'),
});
