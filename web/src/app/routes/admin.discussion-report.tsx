import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/discussion-report: the reports of discussions, unhandled first, to mark handled. */
export const adminDiscussionReportRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/discussion-report',
  staticData: { titleKey: 'admin-discussion.reportTitle' },
  component: lazyRouteComponent(
    () => import('./-components/admin-discussion-report-page'),
    'AdminDiscussionReportPage',
  ),
});
