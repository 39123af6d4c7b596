import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/training/create: a new training with the spec's defaults. */
export const adminTrainingCreateRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/training/create',
  staticData: { titleKey: 'admin-training.createTitle' },
  component: lazyRouteComponent(
    () => import('./-components/admin-training-form-page'),
    'AdminTrainingCreatePage',
  ),
});
