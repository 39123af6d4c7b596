import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

/**
 * /training/:trainingID/problem/:problemID/full-screen (spec part 3 §2.17): a training problem's
 * focus mode, outside the training's shell, with its own frame (see the root layout). It checks entry
 * as the shell does before it reads the statement, so it has no loader.
 */
export const trainingProblemFullScreenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/training/$trainingID/problem/$problemID/full-screen',
  staticData: { titleKey: 'problem.page.title' },
  errorComponent: lazyRouteComponent(() => import('./-components/problem-load-failed'), 'ProblemLoadFailed'),
  component: lazyRouteComponent(
    () => import('./-components/training-problem-page'),
    'TrainingProblemFullScreenPage',
  ),
});
