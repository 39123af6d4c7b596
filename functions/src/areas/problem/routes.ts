import type { Route } from '../../frame/route';

/** The problem area: tags, the problem list, a problem's page. Reads only, from cached catalogues where it can. */
export const problemRoutes: readonly Route[] = [];
