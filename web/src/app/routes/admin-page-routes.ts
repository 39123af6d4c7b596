import type { AnyRoute } from '@tanstack/react-router';
import { adminDashboardRoute } from './admin.dashboard';

/**
 * The pages of the admin area, children of `adminLayoutRoute` (one line each). The side menu lists
 * every page of `features/admin-account/admin-menu.ts`; a page answers once its route is here.
 */
export const adminPageRoutes: AnyRoute[] = [adminDashboardRoute];
