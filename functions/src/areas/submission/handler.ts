import { createAreaHandler } from '../../frame/create-area-handler';
import { submissionRoutes } from './routes';

export const handler = createAreaHandler(submissionRoutes);
