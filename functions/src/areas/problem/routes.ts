import type { Route } from '../../frame/route';
import { problemRoutes } from '../../modules/problem/routes';

/** The problem function: the most-read pages, sized for a contest's opening minute. */
export const problemAreaRoutes: readonly Route[] = [...problemRoutes];
