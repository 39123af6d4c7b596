import { createAreaHandler } from '../../frame/create-area-handler';
import { adminRoutes } from './routes';

export const handler = createAreaHandler(adminRoutes);
