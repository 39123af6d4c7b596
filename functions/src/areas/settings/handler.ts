import { createAreaHandler } from '../../frame/create-area-handler';
import { settingsAreaRoutes } from './routes';

export const handler = createAreaHandler(settingsAreaRoutes);
