import type { Route } from '../../frame/route';

/** The file area: test data archives in and out. */
export const fileRoutes: readonly Route[] = [];
