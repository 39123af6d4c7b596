import { roleCodes, roleSatisfies, type Access, type RoleCode } from './roles';

/**
 * The permission names of the contract (its "Roles and permissions" and the `perm …` access column),
 * which `get-user-auth-info` lists beside the roles so a client can show or hide actions by them.
 */
export const permissionNames = [
  'problem_admin',
  'submit',
  'contest_admin',
  'rejudge',
  'announcement_admin',
  'user_admin',
  'system_info_admin',
  'discussion_add',
  'discussion_del',
  'discussion_edit',
  'comment_add',
  'reply_add',
  'group_add',
  'group_del',
] as const;

export type PermissionName = (typeof permissionNames)[number];

/**
 * The management permissions are the route tables' access levels under the contract's names: a role
 * holds one exactly when it passes that level (`roleSatisfies`), the test every route of those calls
 * makes, so what a client is told and what the server enforces cannot disagree.
 */
const permissionOfAccess = {
  problem_admin: 'admin',
  contest_admin: 'admin',
  rejudge: 'root',
  announcement_admin: 'root',
  user_admin: 'root',
  system_info_admin: 'root',
} as const satisfies Partial<Record<PermissionName, Access>>;

/** Starting a discussion and editing one's own go together: the board's form checks one permission. */
const discussing: PermissionName[] = ['discussion_add', 'discussion_edit'];
const replying: PermissionName[] = ['comment_add', 'reply_add'];
/** Every account may delete its own discussions (the author rule of the delete). */
const ownDeletes: PermissionName[] = ['discussion_del'];
/** Creating groups (and disbanding one's own) is for the admin roles (spec part 3, §6). */
const groups: PermissionName[] = ['group_add', 'group_del'];
const everyone: PermissionName[] = ['submit', ...discussing, ...replying, ...ownDeletes];
const everything: PermissionName[] = [...everyone, ...groups];

/**
 * The permissions the calls themselves check, by role code. The restricted roles (spec §3) lose
 * exactly what their name says: submitting, starting (and so editing) discussions, or every post
 * (muted).
 */
const callPermissionsByRole: Record<RoleCode, readonly PermissionName[]> = {
  [roleCodes.superAdmin]: everything,
  [roleCodes.admin]: everything,
  [roleCodes.problemAdmin]: everything,
  [roleCodes.defaultUser]: everyone,
  [roleCodes.noSubmit]: [...discussing, ...replying, ...ownDeletes],
  [roleCodes.noDiscussion]: ['submit', ...replying, ...ownDeletes],
  [roleCodes.muted]: ['submit', ...ownDeletes],
  [roleCodes.noSubmitNoDiscussion]: [...replying, ...ownDeletes],
  [roleCodes.noSubmitMuted]: ownDeletes,
};

/** The permissions a role code carries, in the contract's order. */
export function permissionsOf(code: RoleCode): PermissionName[] {
  const held = new Set(callPermissionsByRole[code]);
  for (const [permission, access] of Object.entries(permissionOfAccess))
    if (roleSatisfies(code, access)) held.add(permission as PermissionName);
  return permissionNames.filter((name) => held.has(name));
}
