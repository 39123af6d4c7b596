/** Numeric role codes of the spec (document 1, §3). */
export const roleCodes = {
  superAdmin: 1000,
  admin: 1001,
  defaultUser: 1002,
  noSubmit: 1003,
  noDiscussion: 1004,
  muted: 1005,
  noSubmitNoDiscussion: 1006,
  noSubmitMuted: 1007,
  problemAdmin: 1008,
} as const;

export type RoleCode = (typeof roleCodes)[keyof typeof roleCodes];

/** Role names as they appear in a user's roleList. */
export type RoleName = 'root' | 'admin' | 'problem_admin' | 'user';

const roleNameByCode: Record<RoleCode, RoleName> = {
  1000: 'root',
  1001: 'admin',
  1002: 'user',
  1003: 'user',
  1004: 'user',
  1005: 'user',
  1006: 'user',
  1007: 'user',
  1008: 'problem_admin',
};

export function isRoleCode(value: number): value is RoleCode {
  return value in roleNameByCode;
}

export function roleNameOf(code: RoleCode): RoleName {
  return roleNameByCode[code];
}

/**
 * Who may make a call. `anyone` includes visitors; `user` any logged-in account; `admin` passes for
 * admin, problem admin and super admin (spec §6); `problem_admin` and `root` are the separate tests.
 */
export type Access = 'anyone' | 'user' | 'admin' | 'problem_admin' | 'root';

export function roleSatisfies(code: RoleCode, access: Access): boolean {
  switch (access) {
    case 'anyone':
    case 'user':
      return true;
    case 'admin':
      return code === roleCodes.superAdmin || code === roleCodes.admin || code === roleCodes.problemAdmin;
    case 'problem_admin':
      return code === roleCodes.superAdmin || code === roleCodes.problemAdmin;
    case 'root':
      return code === roleCodes.superAdmin;
  }
}
