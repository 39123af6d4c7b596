import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestShellRoute } from './contest.$contestID';

/** /contest/:contestID/problems (spec part 2 §2 "ContestProblemList"). */
export const contestProblemsRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'problems',
  staticData: { titleKey: 'contest-problem.list.heading' },
  component: lazyRouteComponent(
    () => import('./-components/contest-problem-list-page'),
    'ContestProblemListPage',
  ),
});
