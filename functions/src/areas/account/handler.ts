import { createAreaHandler } from '../../frame/create-area-handler';
import { accountAreaRoutes } from './routes';

export const handler = createAreaHandler(accountAreaRoutes);
