import { createAreaHandler } from '../../frame/create-area-handler';
import { problemAreaRoutes } from './routes';

export const handler = createAreaHandler(problemAreaRoutes);
