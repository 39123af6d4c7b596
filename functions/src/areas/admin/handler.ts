import { createAreaHandler } from '../../frame/create-area-handler';
import { adminAreaRoutes } from './routes';

export const handler = createAreaHandler(adminAreaRoutes);
