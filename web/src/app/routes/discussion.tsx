import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  parseDiscussionListSearch,
  toDiscussionListSearch,
  type DiscussionListSearch,
} from '../../features/discussion/list/url-state';
import { guardPublicDiscussion } from './website-switch-guards';
import { rootRoute } from './root';

/** /discussion: the public discussion board (spec part 3 §2.1), its filters in the URL. */
export const discussionListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/discussion',
  staticData: { titleKey: 'discussion.title' },
  // Malformed values fall back to their defaults, and only what differs from them stays in the URL.
  validateSearch: (search: Record<string, unknown>): DiscussionListSearch =>
    toDiscussionListSearch(parseDiscussionListSearch(search)),
  beforeLoad: ({ context: { queryClient } }) => guardPublicDiscussion(queryClient),
  component: lazyRouteComponent(() => import('./-components/discussion-list-page'), 'DiscussionListPage'),
});
