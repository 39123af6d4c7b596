import type { Route } from '../../frame/route';

export const messageRoutes: readonly Route[] = [];
