import type { addGroupContest as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { enforce } from '../../frame/enforce';
import { groupManagement, groupRoleOf } from '../../policy/group';
import { createContestFromForm } from '../admin-contest';

/**
 * POST /api/group/contest: a new contest held by group `gid`, from the site's contest form with its
 * rules, made by one of the group's admins (the route entered the group; `groupManagement`).
 */
export const addContest: ScopedHandler<typeof call, 'user', 'group'> = async ({ body }, context) => {
  const { group } = context.scope;
  enforce(groupManagement(context.user, groupRoleOf(context.user, group), group.gid));
  // The form's fields are the site's; the group is the one the route entered.
  await createContestFromForm({ ...body, gid: null }, group.gid, context);
  return null;
};
