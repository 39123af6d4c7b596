import type { Route } from '../../frame/route';
import { accountRoutes } from '../../modules/account/routes';
import { profileRoutes } from '../../modules/profile/routes';

/** The account function: sessions, accounts and profiles (low traffic, cold starts are fine). */
export const accountAreaRoutes: readonly Route[] = [...accountRoutes, ...profileRoutes];
