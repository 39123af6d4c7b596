import { adminGetSwitchConfig, adminGetSwitchConfigByPut, adminUpdateSwitchConfig } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getSwitchConfig, updateSwitchConfig } from './switch-config';

/** The site switches are the super admin's alone (document 3, §2.18). */
export const adminSwitchRoutes: readonly Route[] = [
  route(adminGetSwitchConfig, 'root', getSwitchConfig),
  route(adminGetSwitchConfigByPut, 'root', getSwitchConfig),
  route(adminUpdateSwitchConfig, 'root', updateSwitchConfig),
];
