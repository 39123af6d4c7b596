import { adminGetJob } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getJob } from './get-job';

/** Long admin work: its owner (or the super admin) polls it. */
export const adminJobRoutes: readonly Route[] = [route(adminGetJob, 'admin', getJob)];
