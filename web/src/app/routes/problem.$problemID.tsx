import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { problemDetailQueryOptions } from '../../features/problem/page/api/get-problem-detail';
import { ProblemLoadFailed } from './-components/problem-load-failed';
import { rootRoute } from './root';

/**
 * /problem/:problemID (spec §2). The screen is its own chunk: the editor, markdown and KaTeX load
 * only here, never with /home.
 */
export const problemRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/problem/$problemID',
  staticData: { titleKey: 'problem.page.title' },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(problemDetailQueryOptions(params.problemID)),
  errorComponent: ProblemLoadFailed,
  component: lazyRouteComponent(() => import('./-components/problem-screen'), 'ProblemScreen'),
});
