import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { problemDetailQueryOptions } from '../../features/problem/page/api/get-problem-detail';
import { trainingShellRoute } from './training.$trainingID';

/**
 * /training/:trainingID/problem/:problemID (spec part 2 §2 "TrainingProblemDetails", the problem's
 * id): the problem page inside the training. Its own chunk: the editor loads only here.
 */
export const trainingProblemRoute = createRoute({
  getParentRoute: () => trainingShellRoute,
  path: 'problem/$problemID',
  staticData: { titleKey: 'problem.page.title' },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(problemDetailQueryOptions(params.problemID)),
  errorComponent: lazyRouteComponent(() => import('./-components/problem-load-failed'), 'ProblemLoadFailed'),
  component: lazyRouteComponent(() => import('./-components/training-problem-page'), 'TrainingProblemPage'),
});
