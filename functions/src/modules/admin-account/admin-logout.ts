import type { adminLogout as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { logout } from '../account';

/** GET /api/admin/logout: ends the caller's session, as the public logout does. */
export const adminLogout: Route<typeof call>['handle'] = (input, context) => logout(input, context);
