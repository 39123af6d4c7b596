import { roleCodes, type RoleCode } from './roles';

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

/** What any account may do with its own posts: edit or delete them. */
const ownPosts: PermissionName[] = ['discussion_del', 'discussion_edit'];
const posting: PermissionName[] = ['discussion_add', 'comment_add', 'reply_add'];
const groups: PermissionName[] = ['group_add', 'group_del'];
const managing: PermissionName[] = ['problem_admin', 'contest_admin'];

/**
 * Each role code's permissions. The restricted roles (spec §3) lose exactly what their name says:
 * submitting, starting discussions, or every post (muted); administrators add the management ones, and
 * only the super administrator has rejudge, announcements, users and the system settings.
 */
const permissionsByRole: Record<RoleCode, readonly PermissionName[]> = {
  [roleCodes.superAdmin]: permissionNames,
  [roleCodes.admin]: [...managing, 'submit', ...posting, ...ownPosts, ...groups],
  [roleCodes.problemAdmin]: [...managing, 'submit', ...posting, ...ownPosts, ...groups],
  [roleCodes.defaultUser]: ['submit', ...posting, ...ownPosts, ...groups],
  [roleCodes.noSubmit]: [...posting, ...ownPosts],
  [roleCodes.noDiscussion]: ['submit', 'comment_add', 'reply_add', ...ownPosts],
  [roleCodes.muted]: ['submit', ...ownPosts],
  [roleCodes.noSubmitNoDiscussion]: ['comment_add', 'reply_add', ...ownPosts],
  [roleCodes.noSubmitMuted]: ownPosts,
};

/** The permissions a role code carries, in the contract's order. */
export function permissionsOf(code: RoleCode): PermissionName[] {
  const held = new Set(permissionsByRole[code]);
  return permissionNames.filter((name) => held.has(name));
}
