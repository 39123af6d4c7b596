import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestProblemDetailsQueryOptions } from '../../features/contest-problem/api/get-contest-problem-details';
import { contestShellRoute } from './contest.$contestID';

/**
 * /contest/:contestID/problem/:problemID (spec part 2 §2 "ContestProblemDetails"; the display id in
 * the contest). Its own chunk, like the public problem page: the editor loads only here.
 */
export const contestProblemRoute = createRoute({
  getParentRoute: () => contestShellRoute,
  path: 'problem/$problemID',
  staticData: { titleKey: 'problem.page.title' },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      contestProblemDetailsQueryOptions(Number(params.contestID), params.problemID),
    ),
  errorComponent: lazyRouteComponent(
    () => import('./-components/contest-problem-load-failed'),
    'ContestProblemLoadFailed',
  ),
  component: lazyRouteComponent(() => import('./-components/contest-problem-page'), 'ContestProblemPage'),
});
