import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestShellRoute } from './contest.$contestID';

/** /contest/:contestID/announcements: the contest's announcements (spec part 2, §2). */
export const contestAnnouncementsRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'announcements',
  staticData: { titleKey: 'contest.shell.tabs.announcements' },
  component: lazyRouteComponent(
    () => import('./-components/contest-announcements-page'),
    'ContestAnnouncementsPage',
  ),
});
