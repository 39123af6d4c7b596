import { describe, expect, it } from 'vitest';
import { roleCodes, roleNameOf, roleSatisfies } from './roles';

describe('roles', () => {
  it('lets every admin kind pass the admin test', () => {
    for (const code of [roleCodes.superAdmin, roleCodes.admin, roleCodes.problemAdmin]) {
      expect(roleSatisfies(code, 'admin')).toBe(true);
    }
    expect(roleSatisfies(roleCodes.defaultUser, 'admin')).toBe(false);
  });

  it('keeps the super admin and problem admin tests separate', () => {
    expect(roleSatisfies(roleCodes.admin, 'root')).toBe(false);
    expect(roleSatisfies(roleCodes.admin, 'problem_admin')).toBe(false);
    expect(roleSatisfies(roleCodes.problemAdmin, 'problem_admin')).toBe(true);
    expect(roleSatisfies(roleCodes.superAdmin, 'root')).toBe(true);
  });

  it('names restricted accounts as plain users', () => {
    expect(roleNameOf(roleCodes.muted)).toBe('user');
    expect(roleNameOf(roleCodes.problemAdmin)).toBe('problem_admin');
  });
});
