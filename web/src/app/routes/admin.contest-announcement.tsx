import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/contest/$contestId/announcement: a contest's announcements. */
export const adminContestAnnouncementRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/contest/$contestId/announcement',
  staticData: { titleKey: 'admin-contest-announcement.title' },
  component: lazyRouteComponent(
    () => import('./-components/admin-contest-announcement-page'),
    'AdminContestAnnouncementPage',
  ),
});
