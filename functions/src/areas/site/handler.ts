import { allCalls } from '@oj/shared';
import { createAreaHandler } from '../../frame/create-area-handler';
import { siteAreaRoutes } from './routes';

/*
 * The site area is the fallback (`fallbackArea`): every request no other area's route matches comes
 * here, a known path with the wrong method too, so it knows every call's path to answer 405 for it.
 */
export const handler = createAreaHandler(
  siteAreaRoutes,
  allCalls.map((call) => call.path),
);
