import {
  getDashboardInfo as getDashboardInfoCall,
  getServiceInfo as getServiceInfoCall,
  getServiceInfoByPut,
  getSessions as getSessionsCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getDashboardInfo } from './get-dashboard-info';
import { getSessions } from './get-sessions';
import { getServiceInfo } from './get-service-info';

/** The dashboard, for every administrator (spec §2.18: the admin area's default page). */
export const adminDashboardRoutes: readonly Route[] = [
  route(getDashboardInfoCall, 'admin', getDashboardInfo),
  route(getSessionsCall, 'admin', getSessions),
  route(getServiceInfoCall, 'admin', getServiceInfo),
  route(getServiceInfoByPut, 'admin', getServiceInfo),
];
