import { createAreaHandler } from '../../frame/create-area-handler';
import { siteAreaRoutes } from './routes';

export const handler = createAreaHandler(siteAreaRoutes);
