import { adminAssignRole, adminGetRoleList } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getRoleList } from './get-role-list';
import { assignRole } from './assign-role';

/** Roles and their permissions, and assigning them (document 3, §2.18): the super admin only. */
export const adminRoleRoutes: readonly Route[] = [
  route(adminGetRoleList, 'root', getRoleList),
  route(adminAssignRole, 'root', assignRole),
];
