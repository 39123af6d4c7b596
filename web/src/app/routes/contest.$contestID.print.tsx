import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestShellRoute } from './contest.$contestID';

/** /contest/:contestID/print: a contestant's text to print (spec part 2, §2 "Contest print tab"). */
export const contestPrintRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'print',
  staticData: { titleKey: 'contest.shell.tabs.print' },
  component: lazyRouteComponent(() => import('./-components/contest-print-page'), 'ContestPrintPage'),
});
