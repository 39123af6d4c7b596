import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  parseTrainingListSearch,
  toTrainingListSearch,
  type TrainingListSearch,
} from '../../features/training/list/url-state';
import { rootRoute } from './root';

/** /training: the training list (spec part 2 §2 "Trainings"), its mode and filters in the URL. */
export const trainingListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/training',
  staticData: { titleKey: 'menu.training' },
  // Malformed values fall back to their defaults, and only what differs from them stays in the URL.
  validateSearch: (search: Record<string, unknown>): TrainingListSearch =>
    toTrainingListSearch(parseTrainingListSearch(search)),
  component: lazyRouteComponent(() => import('./-components/training-list-page'), 'TrainingListPage'),
});
