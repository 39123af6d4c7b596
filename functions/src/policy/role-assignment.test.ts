import { describe, expect, it } from 'vitest';
import { roleCodes, type RoleCode } from '@oj/shared';
import { mayAssignRole } from './role-assignment';

const as = (uid: string, roleCode: RoleCode) => ({ uid, roleCode });
const everyRole = Object.values(roleCodes) as RoleCode[];

describe('who may assign a role', () => {
  it('lets the super admin give any role to another account', () => {
    for (const role of everyRole)
      expect(
        mayAssignRole(as('root', roleCodes.superAdmin), { uid: 'other' }, role).allowed,
        String(role),
      ).toBe(true);
  });

  it('refuses the super admin taking away their own super admin role, and lets them keep it', () => {
    const root = as('root', roleCodes.superAdmin);
    for (const role of everyRole.filter((code) => code !== roleCodes.superAdmin))
      expect(mayAssignRole(root, { uid: 'root' }, role)).toMatchObject({
        allowed: false,
        refusal: 'cannotRemoveOwnSuperAdmin',
      });
    expect(mayAssignRole(root, { uid: 'root' }, roleCodes.superAdmin).allowed).toBe(true);
  });

  it('refuses every other role, admins included, and visitors', () => {
    for (const role of everyRole.filter((code) => code !== roleCodes.superAdmin))
      expect(mayAssignRole(as('someone', role), { uid: 'other' }, roleCodes.defaultUser)).toMatchObject({
        allowed: false,
        refusal: 'noPermission',
      });
    expect(mayAssignRole(undefined, { uid: 'other' }, roleCodes.admin).allowed).toBe(false);
  });
});
