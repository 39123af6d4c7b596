import { adminLogin as adminLoginCall, adminLogout as adminLogoutCall } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { adminLogin } from './admin-login';
import { adminLogout } from './admin-logout';

/** The admin login, open to anyone (it checks the role itself), and the admin logout. */
export const adminAccountRoutes: readonly Route[] = [
  route(adminLoginCall, 'anyone', adminLogin),
  route(adminLogoutCall, 'admin', adminLogout),
];
