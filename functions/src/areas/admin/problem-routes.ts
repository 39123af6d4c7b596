import type { Route } from '../../frame/route';

/** Problems, their test data, tags and classifications: admins, problem admins and the super admin. */
export const adminProblemRoutes: readonly Route[] = [];
