import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import {
  parseAdminTrainingListSearch,
  toAdminTrainingListSearch,
  type AdminTrainingListSearch,
} from '../../features/admin-training/list/training-list-search';
import { adminLayoutRoute } from './admin';

/** /admin/training: the trainings an admin runs (every one for the super admin); search and page in the URL. */
export const adminTrainingRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/training',
  staticData: { titleKey: 'admin-training.title' },
  validateSearch: (search: Record<string, unknown>): AdminTrainingListSearch =>
    toAdminTrainingListSearch(parseAdminTrainingListSearch(search)),
  component: lazyRouteComponent(
    () => import('./-components/admin-training-list-page'),
    'AdminTrainingListPage',
  ),
});
