import type { Route } from '../../frame/route';
import { siteRoutes } from '../../modules/site/routes';
import { homeRoutes } from '../../modules/home/routes';

/** The site function: every visitor's first reads, the home page's panels. */
export const siteAreaRoutes: readonly Route[] = [...siteRoutes, ...homeRoutes];
