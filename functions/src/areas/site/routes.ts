import type { Route } from '../../frame/route';
import { siteRoutes } from '../../modules/site/routes';
import { homeRoutes } from '../../modules/home/routes';
import { rankRoutes } from '../../modules/rank/routes';

/** The site function: every visitor's first reads, the home page's panels, the user ranking. */
export const siteAreaRoutes: readonly Route[] = [...siteRoutes, ...homeRoutes, ...rankRoutes];
