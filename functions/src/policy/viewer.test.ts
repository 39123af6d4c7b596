import { describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import { isAdmin, isSuperAdmin } from './viewer';

const as = (roleCode: (typeof roleCodes)[keyof typeof roleCodes]) => ({ uid: 'u1', roleCode });

describe('the admin test', () => {
  it('passes admins, problem admins and super admins, and nobody else', () => {
    expect(isAdmin(as(roleCodes.admin))).toBe(true);
    expect(isAdmin(as(roleCodes.problemAdmin))).toBe(true);
    expect(isAdmin(as(roleCodes.superAdmin))).toBe(true);
    for (const code of [1002, 1003, 1004, 1005, 1006, 1007] as const) expect(isAdmin(as(code))).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('passes only the super admin as super admin', () => {
    expect(isSuperAdmin(as(roleCodes.superAdmin))).toBe(true);
    expect(isSuperAdmin(as(roleCodes.admin))).toBe(false);
    expect(isSuperAdmin(as(roleCodes.problemAdmin))).toBe(false);
    expect(isSuperAdmin(undefined)).toBe(false);
  });
});
