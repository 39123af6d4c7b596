import {
  permissionActions,
  permissionsOf,
  roleStandings,
  type PermissionName,
  type RoleCode,
} from '@oj/shared';
import { allowed, refused, type Decision } from './decision';

/**
 * Whether an account's role holds a permission (shared/auth/permissions). A refusal says what the
 * role is and what it cannot do, in words: "您的账号已被禁言，不能发表评论".
 */
export function holdsPermission(
  roleCode: RoleCode,
  permission: PermissionName,
): Decision<'permissionMissing'> {
  if (permissionsOf(roleCode).includes(permission)) return allowed;
  return refused('permissionMissing', {
    account: roleStandings[roleCode],
    action: permissionActions[permission],
  });
}
