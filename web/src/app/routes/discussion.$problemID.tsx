import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  parseDiscussionListSearch,
  toDiscussionListSearch,
  type DiscussionListSearch,
} from '../../features/discussion/list/url-state';
import { guardPublicDiscussion } from './website-switch-guards';
import { rootRoute } from './root';

/** /discussion/:problemID: the discussions of one problem (spec part 3 §2.1), posting for it. */
export const discussionProblemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/discussion/$problemID',
  staticData: { titleKey: 'discussion.title' },
  validateSearch: (search: Record<string, unknown>): DiscussionListSearch =>
    toDiscussionListSearch(parseDiscussionListSearch(search)),
  beforeLoad: ({ context: { queryClient } }) => guardPublicDiscussion(queryClient),
  component: lazyRouteComponent(
    () => import('./-components/discussion-list-page'),
    'DiscussionProblemListPage',
  ),
});
