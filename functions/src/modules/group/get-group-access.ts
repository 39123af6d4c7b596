import type { getGroupAccess as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { groupRoleOf, isGroupMember } from '../../policy/group';
import { isSuperAdmin } from '../../policy/viewer';

/** GET /api/get-group-access (login): whether the caller may enter the group (a member, or the super admin). */
export const getGroupAccess: ScopedHandler<typeof call, 'user', 'group'> = async (_input, context) => ({
  access: isSuperAdmin(context.user) || isGroupMember(groupRoleOf(context.user, context.scope.group)),
});
