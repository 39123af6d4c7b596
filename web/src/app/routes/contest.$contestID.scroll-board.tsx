import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestShellRoute } from './contest.$contestID';

/** /contest/:contestID/scroll-board: the scroll board's settings, for an ACM contest's admins (spec part 2, §2). */
export const contestScrollBoardConfigRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'scroll-board',
  staticData: { titleKey: 'contest.shell.tabs.scroll-board' },
  component: lazyRouteComponent(
    () => import('./-components/contest-scroll-board-config-page'),
    'ContestScrollBoardConfigPage',
  ),
});
