import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody, noQuery } from './params';
import { permissionNames } from '../auth/permissions';
import { isRoleCode } from '../auth/roles';

/* The roles and what each may do, and giving an account a role (document 3, §2.18 "auth and role
   management"): the super admin only. */

/** The route tables' access levels above a plain login, from the widest to the narrowest. */
export const adminAccessLevels = ['admin', 'problem_admin', 'root'] as const;

export type AdminAccessLevel = (typeof adminAccessLevels)[number];

const roleCodeField = z.number().int().refine(isRoleCode, 'type must be a role code from 1000 to 1008');

/**
 * One role as the server enforces it: the contract's `Role` id and name, the access levels of the route
 * tables it passes, and the permissions it holds (those `get-user-auth-info` lists and the calls check).
 */
export const roleRowSchema = z.object({
  /** The role code, 1000–1008. */
  id: z.number().int(),
  /** The contract's role name: `root`, `admin`, `default_user`, `no_submit`, `mute`, … */
  role: z.string(),
  accessLevels: z.array(z.enum(adminAccessLevels)),
  permissions: z.array(z.enum(permissionNames)),
});

export type RoleRow = z.infer<typeof roleRowSchema>;

export const adminGetRoleList = defineCall({
  module: 'admin-role',
  method: 'GET',
  path: '/api/admin/role/get-role-list',
  query: noQuery,
  body: noBody,
  /** Every role code, in order. */
  response: z.array(roleRowSchema),
});

/**
 * Gives the account named `username` the role `type` (the role code, as `edit-user` names it). Only
 * the role changes; the answer says what it was before.
 */
export const adminAssignRole = defineCall({
  module: 'admin-role',
  method: 'PUT',
  path: '/api/admin/role/assign-role',
  query: noQuery,
  body: z.object({ username: z.string().trim().min(1).max(50), type: roleCodeField }).strict(),
  response: z.object({
    uid: z.string(),
    username: z.string(),
    previousType: z.number().int(),
    type: z.number().int(),
  }),
});

export const adminRoleCalls = [adminGetRoleList, adminAssignRole] as const;
