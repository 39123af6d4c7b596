import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { guardPublicDiscussion } from './website-switch-guards';
import { rootRoute } from './root';

/** /discussion-detail/:discussionID: one discussion and its comments (spec part 3 §2.2). */
export const discussionDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/discussion-detail/$discussionID',
  staticData: { titleKey: 'discussion.title' },
  beforeLoad: ({ context: { queryClient } }) => guardPublicDiscussion(queryClient),
  component: lazyRouteComponent(() => import('./-components/discussion-detail-page'), 'DiscussionDetailPage'),
});
