import { createAreaHandler } from '../../frame/create-area-handler';
import { submissionAreaRoutes } from './routes';

export const handler = createAreaHandler(submissionAreaRoutes);
