import {
  adminAccessLevels,
  contractRoleNames,
  permissionsOf,
  roleSatisfies,
  type RoleCode,
  type RoleRow,
} from '@oj/shared';

/**
 * A role as the server enforces it, computed from the tests the server makes and from nothing else:
 * `roleSatisfies`, which the authenticate step asks for every route's access level, and
 * `permissionsOf`, which the calls ask for submitting and posting. There is no second list to drift.
 */
export function roleRowOf(code: RoleCode): RoleRow {
  return {
    id: code,
    role: contractRoleNames[code],
    accessLevels: adminAccessLevels.filter((level) => roleSatisfies(code, level)),
    permissions: permissionsOf(code),
  };
}
