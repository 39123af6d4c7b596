import { roleSatisfies, type RoleCode } from '@oj/shared';

/** Who asks, as far as any policy needs to know: an account's id and role, or nobody (a visitor). */
export type Viewer = { readonly uid: string; readonly roleCode: RoleCode } | undefined;

/**
 * The one admin test: admin, problem admin or super admin (spec §6, roles 1001, 1008, 1000). Every
 * "an admin may" rule of a handler or policy asks this.
 */
export function isAdmin(viewer: Viewer): boolean {
  return viewer !== undefined && roleSatisfies(viewer.roleCode, 'admin');
}

/** The super admin (root, role 1000): the rules that name "super admin" rather than "admin". */
export function isSuperAdmin(viewer: Viewer): boolean {
  return viewer !== undefined && roleSatisfies(viewer.roleCode, 'root');
}
