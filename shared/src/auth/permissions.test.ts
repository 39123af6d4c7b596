import { describe, expect, it } from 'vitest';
import { permissionNames, permissionsOf } from './permissions';
import { roleCodes } from './roles';

describe('permissionsOf', () => {
  it('gives the super administrator every permission', () => {
    expect(permissionsOf(roleCodes.superAdmin)).toEqual([...permissionNames]);
  });

  it('gives a default user submitting, posting and groups but nothing of the admin area', () => {
    expect(permissionsOf(roleCodes.defaultUser)).toEqual([
      'submit',
      'discussion_add',
      'discussion_del',
      'discussion_edit',
      'comment_add',
      'reply_add',
      'group_add',
      'group_del',
    ]);
  });

  it('takes from each restricted role exactly what its name says', () => {
    expect(permissionsOf(roleCodes.noSubmit)).not.toContain('submit');
    expect(permissionsOf(roleCodes.noDiscussion)).not.toContain('discussion_add');
    expect(permissionsOf(roleCodes.noDiscussion)).toContain('submit');
    expect(permissionsOf(roleCodes.muted)).toEqual(['submit', 'discussion_del', 'discussion_edit']);
    expect(permissionsOf(roleCodes.noSubmitMuted)).toEqual(['discussion_del', 'discussion_edit']);
  });

  it('keeps rejudge and the system settings for the super administrator', () => {
    for (const code of [roleCodes.admin, roleCodes.problemAdmin]) {
      expect(permissionsOf(code)).toContain('problem_admin');
      expect(permissionsOf(code)).not.toContain('rejudge');
      expect(permissionsOf(code)).not.toContain('system_info_admin');
    }
  });
});
