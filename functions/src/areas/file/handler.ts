import { createAreaHandler } from '../../frame/create-area-handler';
import { fileAreaRoutes } from './routes';

export const handler = createAreaHandler(fileAreaRoutes);
