import { adminDashboardRoute } from './admin.dashboard';
import { adminProblemsRoute } from './admin.problems';

/**
 * The pages of the admin area, children of `adminLayoutRoute` (one line each). The side menu lists
 * every page of `features/admin-account/admin-menu.ts`; a page answers once its route is here. A
 * tuple, not a route array, so the route tree keeps every page's path, params and search typed.
 */
export const adminPageRoutes = [
  adminDashboardRoute,
  adminProblemsRoute,
  // One line per page, above this one.
] as const;
