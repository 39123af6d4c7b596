import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/training/$trainingId/problems: a training's problems (add from the public set, order, remove). */
export const adminTrainingProblemsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/training/$trainingId/problems',
  staticData: { titleKey: 'admin-training-problem.title' },
  component: lazyRouteComponent(
    () => import('./-components/admin-training-problems-page'),
    'AdminTrainingProblemsPage',
  ),
});
