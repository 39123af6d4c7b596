import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/training/category: the training categories (course packs 课包-…, hidden 隐藏-…). */
export const adminTrainingCategoryRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/training/category',
  staticData: { titleKey: 'admin-training-category.title' },
  component: lazyRouteComponent(
    () => import('./-components/admin-training-category-page'),
    'AdminTrainingCategoryPage',
  ),
});
