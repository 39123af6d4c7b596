import type { getGroupDetail as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { groupRoleOf, isGroupRoot } from '../../policy/group';
import { groupView } from './group-views';

/**
 * GET /api/get-group-detail (login): the group's page, for anyone it exists for (a visible group is
 * where one applies to join it: the route's scope checked `sight`). The invitation code only for the
 * group's roots and the super admin.
 */
export const getGroupDetail: ScopedHandler<typeof call, 'user', 'group'> = async (_input, context) => {
  const { group } = context.scope;
  return groupView(group.stored, isGroupRoot(context.user, groupRoleOf(context.user, group)));
};
