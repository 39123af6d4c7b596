import type { RoleName } from '@oj/shared/auth/roles';

const adminRoleNames: ReadonlySet<string> = new Set(['root', 'admin', 'problem_admin']);

/** Spec §6: admin, problem admin and super admin enter the admin area. */
export function hasAdminRole(roleList: readonly RoleName[]): boolean {
  return roleList.some((role) => adminRoleNames.has(role));
}

/** The super admin (`root`) alone sees user, announcement, notice, conf and switch. */
export function hasSuperAdminRole(roleList: readonly RoleName[]): boolean {
  return roleList.includes('root');
}
