import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin';

/** /admin/discussion-category: rename and add discussion categories (the super admin only; none deleted). */
export const adminDiscussionCategoryRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/discussion-category',
  staticData: { titleKey: 'admin-discussion.categoryTitle' },
  component: lazyRouteComponent(
    () => import('./-components/admin-discussion-category-page'),
    'AdminDiscussionCategoryPage',
  ),
});
