import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { trainingShellRoute } from './training.$trainingID';

/** /training/:trainingID: the training's home (its reward, the viewer's progress, the way in). */
export const trainingHomeRoute = createRoute({
  getParentRoute: () => trainingShellRoute,
  path: '/',
  staticData: { titleKey: 'training.details.tabs.home' },
  component: lazyRouteComponent(() => import('./-components/training-tab-pages'), 'TrainingHomePage'),
});
