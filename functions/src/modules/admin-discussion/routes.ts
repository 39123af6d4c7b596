import type { Route } from '../../frame/route';

export const adminDiscussionRoutes: readonly Route[] = [];
