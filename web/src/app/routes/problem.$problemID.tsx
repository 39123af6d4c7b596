import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { problemDetailQueryOptions } from '../../features/problem/page/api/get-problem-detail';
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
  // Its dialog (a blocked problem) brings the dialog library, which /home need not load.
  errorComponent: lazyRouteComponent(() => import('./-components/problem-load-failed'), 'ProblemLoadFailed'),
  component: lazyRouteComponent(() => import('./-components/problem-screen'), 'ProblemScreen'),
});
