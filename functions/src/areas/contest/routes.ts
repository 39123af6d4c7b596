import type { Route } from '../../frame/route';

/**
 * The contest function: contests, their problems, announcements and boards, and their admin calls
 * (spec part 2, §7, and the `/api/admin/contest…` calls).
 */
export const contestAreaRoutes: readonly Route[] = [];
