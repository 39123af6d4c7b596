import { createAreaHandler } from '../../frame/create-area-handler';
import { fileRoutes } from './routes';

export const handler = createAreaHandler(fileRoutes);
