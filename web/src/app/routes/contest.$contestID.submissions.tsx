import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { statusSearchSchema } from '../../features/submission/list/status-search';
import { contestShellRoute } from './contest.$contestID';

/**
 * /contest/:contestID/submissions (spec part 2 §2 "ContestSubmissionList"): the status list's URL
 * state (`onlyMine`, `status`, `problemID` as a display id, `username`, `currentPage`, `limit`).
 */
export const contestSubmissionsRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'submissions',
  staticData: { titleKey: 'contest-submission.heading' },
  validateSearch: (search) => statusSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('./-components/contest-submission-list-page'),
    'ContestSubmissionListPage',
  ),
});
