import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/notice: system notices for the users' message boxes (super admin only). */
export const adminNoticeRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/notice',
  staticData: { titleKey: 'admin-notice.title' },
  component: lazyRouteComponent(() => import('./-components/admin-notice-page'), 'AdminNoticePage'),
});
