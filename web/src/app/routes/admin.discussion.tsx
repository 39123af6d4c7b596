import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  parseAdminDiscussionListSearch,
  toAdminDiscussionListSearch,
  type AdminDiscussionListSearch,
} from '../../features/admin-discussion/list/discussion-list-search';
import { adminLayoutRoute } from './admin';

/** /admin/discussion: every discussion, to pin, disable or delete; the keyword and page in the URL. */
export const adminDiscussionRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/discussion',
  staticData: { titleKey: 'admin-discussion.title' },
  validateSearch: (search: Record<string, unknown>): AdminDiscussionListSearch =>
    toAdminDiscussionListSearch(parseAdminDiscussionListSearch(search)),
  component: lazyRouteComponent(() => import('./-components/admin-discussion-page'), 'AdminDiscussionPage'),
});
