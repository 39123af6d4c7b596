import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contestProblemDetailsQueryOptions } from '../../features/contest-problem/api/get-contest-problem-details';
import { rootRoute } from './root';

/**
 * /contest/:contestID/problem/:problemID/full-screen (spec part 2 §2 "ContestFullProblemDetails"):
 * focus mode, outside the contest shell, with its own frame (see the root layout).
 */
export const contestProblemFullScreenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contest/$contestID/problem/$problemID/full-screen',
  staticData: { titleKey: 'problem.page.title' },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      contestProblemDetailsQueryOptions(Number(params.contestID), params.problemID),
    ),
  errorComponent: lazyRouteComponent(
    () => import('./-components/contest-problem-load-failed'),
    'ContestProblemLoadFailed',
  ),
  component: lazyRouteComponent(
    () => import('./-components/contest-problem-full-screen-page'),
    'ContestProblemFullScreenPage',
  ),
});
