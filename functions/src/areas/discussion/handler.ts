import { createAreaHandler } from '../../frame/create-area-handler';
import { discussionAreaRoutes } from './routes';

export const handler = createAreaHandler(discussionAreaRoutes);
