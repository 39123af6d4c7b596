import type { Route } from '../../frame/route';

export const commentRoutes: readonly Route[] = [];
