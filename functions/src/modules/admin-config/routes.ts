import { adminGetWebConfig, adminSetWebConfig } from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { getWebConfig, setWebConfig } from './web-config';

/** Site configuration is the super admin's alone (document 3, §2.18). */
export const adminConfigRoutes: readonly Route[] = [
  route(adminGetWebConfig, 'root', getWebConfig),
  route(adminSetWebConfig, 'root', setWebConfig),
];
