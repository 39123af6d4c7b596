import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { trainingShellRoute } from './training.$trainingID';

/** /training/:trainingID/problems (spec part 2 §2 "TrainingProblemList"). */
export const trainingProblemsRoute = createRoute({
  getParentRoute: () => trainingShellRoute,
  path: 'problems',
  staticData: { titleKey: 'training.details.tabs.problems' },
  component: lazyRouteComponent(() => import('./-components/training-tab-pages'), 'TrainingProblemsPage'),
});
