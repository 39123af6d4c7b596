import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

/**
 * /training/:trainingID (spec part 2 §2 "TrainingDetails"): head, tabs, the lock and the password
 * form around its tabs, the children listed in `training-tab-routes.ts`. Chunks of their own.
 */
export const trainingShellRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/training/$trainingID',
  staticData: { titleKey: 'menu.training' },
  component: lazyRouteComponent(() => import('./-components/training-shell-page'), 'TrainingShellPage'),
});
