import { createAreaHandler } from '../../frame/create-area-handler';
import { problemRoutes } from './routes';

export const handler = createAreaHandler(problemRoutes);
