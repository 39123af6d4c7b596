import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/training/$trainingId/edit: the stored training in the same form. */
export const adminTrainingEditRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/training/$trainingId/edit',
  staticData: { titleKey: 'admin-training.editTitle' },
  component: lazyRouteComponent(
    () => import('./-components/admin-training-form-page'),
    'AdminTrainingEditPage',
  ),
});
