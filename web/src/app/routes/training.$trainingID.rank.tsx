import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { trainingShellRoute } from './training.$trainingID';

/** /training/:trainingID/rank (spec part 2 §2 "TrainingRank", private trainings only). */
export const trainingRankRoute = createRoute({
  getParentRoute: () => trainingShellRoute,
  path: 'rank',
  staticData: { titleKey: 'training.details.tabs.rank' },
  component: lazyRouteComponent(() => import('./-components/training-rank-page'), 'TrainingRankPage'),
});
