import { createAreaHandler } from '../../frame/create-area-handler';
import { contestAreaRoutes } from './routes';

export const handler = createAreaHandler(contestAreaRoutes);
