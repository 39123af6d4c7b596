import { describe, expect, it } from 'vitest';
import { permissionNames, permissionsOf, type PermissionName } from './permissions';
import { roleCodes, roleSatisfies } from './roles';

describe('permissionsOf', () => {
  it('gives the super administrator every permission', () => {
    expect(permissionsOf(roleCodes.superAdmin)).toEqual([...permissionNames]);
  });

  it('gives a default user submitting and posting but no groups and nothing of the admin area', () => {
    expect(permissionsOf(roleCodes.defaultUser)).toEqual([
      'submit',
      'discussion_add',
      'discussion_del',
      'discussion_edit',
      'comment_add',
      'reply_add',
    ]);
  });

  it('gives creating and disbanding groups to the admin roles only', () => {
    expect(permissionsOf(roleCodes.admin)).toEqual(expect.arrayContaining(['group_add', 'group_del']));
    expect(permissionsOf(roleCodes.problemAdmin)).toEqual(expect.arrayContaining(['group_add', 'group_del']));
    expect(permissionsOf(roleCodes.defaultUser)).not.toContain('group_del');
  });

  it('takes from each restricted role exactly what its name says', () => {
    expect(permissionsOf(roleCodes.noSubmit)).not.toContain('submit');
    expect(permissionsOf(roleCodes.noDiscussion)).not.toContain('discussion_add');
    expect(permissionsOf(roleCodes.noDiscussion)).toContain('submit');
    expect(permissionsOf(roleCodes.muted)).toEqual(['submit', 'discussion_del']);
    expect(permissionsOf(roleCodes.noSubmitMuted)).toEqual(['discussion_del']);
  });

  it('lets a role edit its discussions exactly when it may start them, as the board form checks', () => {
    for (const code of Object.values(roleCodes))
      expect(permissionsOf(code).includes('discussion_edit'), String(code)).toBe(
        permissionsOf(code).includes('discussion_add'),
      );
  });

  it('gives each management permission exactly to the roles that pass its route access level', () => {
    const levelOf = {
      problem_admin: 'admin',
      contest_admin: 'admin',
      rejudge: 'root',
      announcement_admin: 'root',
      user_admin: 'root',
      system_info_admin: 'root',
    } as const;
    for (const code of Object.values(roleCodes))
      for (const [permission, level] of Object.entries(levelOf))
        expect(permissionsOf(code).includes(permission as PermissionName), `${code} ${permission}`).toBe(
          roleSatisfies(code, level),
        );
  });

  it('keeps rejudge and the system settings for the super administrator', () => {
    for (const code of [roleCodes.admin, roleCodes.problemAdmin]) {
      expect(permissionsOf(code)).toContain('problem_admin');
      expect(permissionsOf(code)).not.toContain('rejudge');
      expect(permissionsOf(code)).not.toContain('system_info_admin');
    }
  });
});
