import { permissionsOf, roleNameOf, type getUserAuthInfo as call } from '@oj/shared';
import type { Route } from '../../frame/route';

/** GET /api/get-user-auth-info: the caller's roles and their permissions as the session holds them now. */
export const getUserAuthInfo: Route<typeof call>['handle'] = async (_input, context) => {
  const user = context.user;
  if (!user) throw new Error('the route table requires a login for this call');
  return {
    roles: [roleNameOf(user.roleCode)],
    permissions: permissionsOf(user.roleCode),
    roleCode: user.roleCode,
  };
};
