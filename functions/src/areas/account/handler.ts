import { createAreaHandler } from '../../frame/create-area-handler';
import { accountRoutes } from './routes';

export const handler = createAreaHandler(accountRoutes);
