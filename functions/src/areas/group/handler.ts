import { createAreaHandler } from '../../frame/create-area-handler';
import { groupAreaRoutes } from './routes';

export const handler = createAreaHandler(groupAreaRoutes);
