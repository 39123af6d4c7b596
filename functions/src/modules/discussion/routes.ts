import type { Route } from '../../frame/route';

export const discussionRoutes: readonly Route[] = [];
