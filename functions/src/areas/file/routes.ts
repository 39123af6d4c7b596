import type { Route } from '../../frame/route';
import { fileRoutes } from '../../modules/file/routes';

/** The file function: test data uploads and downloads (large bodies, long runs). */
export const fileAreaRoutes: readonly Route[] = [...fileRoutes];
