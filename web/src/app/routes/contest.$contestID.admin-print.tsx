import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestShellRoute } from './contest.$contestID';

/** /contest/:contestID/admin-print: the contest's print queue, for its admins (spec part 2, §2). */
export const contestAdminPrintRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'admin-print',
  staticData: { titleKey: 'contest.shell.tabs.admin-print' },
  component: lazyRouteComponent(
    () => import('./-components/contest-admin-print-page'),
    'ContestAdminPrintPage',
  ),
});
