import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestShellRoute } from './contest.$contestID';
import { guardContestComment } from './website-switch-guards';

/** /contest/:contestID/comment: the contest's clarifications (spec part 2 "Contest comment tab"). */
export const contestCommentRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'comment',
  staticData: { titleKey: 'contest.shell.tabs.comment' },
  beforeLoad: ({ context: { queryClient } }) => guardContestComment(queryClient),
  component: lazyRouteComponent(() => import('./-components/contest-comment-page'), 'ContestCommentPage'),
});
