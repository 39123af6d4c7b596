import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/announcement: the site's announcements (super admin only; the server refuses the others). */
export const adminAnnouncementRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/announcement',
  staticData: { titleKey: 'admin-announcement.title' },
  component: lazyRouteComponent(
    () => import('./-components/admin-announcement-page'),
    'AdminAnnouncementPage',
  ),
});
