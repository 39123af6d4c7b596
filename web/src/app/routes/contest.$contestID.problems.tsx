import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

/** /contest/:contestID/problems (spec part 2 §2 "ContestProblemList"). */
export const contestProblemsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contest/$contestID/problems',
  staticData: { titleKey: 'contest-problem.list.heading' },
  component: lazyRouteComponent(
    () => import('./-components/contest-problem-list-page'),
    'ContestProblemListPage',
  ),
});
