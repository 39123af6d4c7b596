import { createAreaHandler } from '../../frame/create-area-handler';
import { trainingAreaRoutes } from './routes';

export const handler = createAreaHandler(trainingAreaRoutes);
