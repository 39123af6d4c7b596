import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

/**
 * /contest/:contestID/problem/:problemID/full-screen (spec part 2 §2 "ContestFullProblemDetails"):
 * focus mode, outside the contest shell, with its own frame (see the root layout). It checks entry as
 * the shell does before it reads the problem, so it has no loader.
 */
export const contestProblemFullScreenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contest/$contestID/problem/$problemID/full-screen',
  staticData: { titleKey: 'problem.page.title' },
  errorComponent: lazyRouteComponent(
    () => import('./-components/contest-problem-load-failed'),
    'ContestProblemLoadFailed',
  ),
  component: lazyRouteComponent(
    () => import('./-components/contest-problem-full-screen-page'),
    'ContestProblemFullScreenPage',
  ),
});
