import { createAreaHandler } from '../../frame/create-area-handler';
import { siteRoutes } from './routes';

export const handler = createAreaHandler(siteRoutes);
