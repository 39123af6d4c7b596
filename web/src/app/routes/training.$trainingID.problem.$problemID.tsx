import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { trainingShellRoute } from './training.$trainingID';

/**
 * /training/:trainingID/problem/:problemID (spec part 2 §2 "TrainingProblemDetails", the problem's
 * label in the training or its problem id): the problem page inside the training. Its own chunk: the
 * editor loads only here. No loader: the statement is read once the shell let the viewer in.
 */
export const trainingProblemRoute = createRoute({
  getParentRoute: () => trainingShellRoute,
  path: 'problem/$problemID',
  staticData: { titleKey: 'problem.page.title' },
  errorComponent: lazyRouteComponent(() => import('./-components/problem-load-failed'), 'ProblemLoadFailed'),
  component: lazyRouteComponent(() => import('./-components/training-problem-page'), 'TrainingProblemPage'),
});
