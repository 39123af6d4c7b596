import type { deleteGroupMember as call } from '@oj/shared';
import { removeMember } from '../../data/groups/member-writes';
import type { ScopedHandler } from '../../scope/route';
import { memberActedOn, requireWritten } from './change-member';

/**
 * DELETE /api/group/member?uid&gid (the group's admins, by the role rules): removes a member or an
 * application. Nobody removes themselves this way (they leave) nor the owner (whose group ends only by
 * disbanding). Their submissions stay in their own history.
 */
export const deleteGroupMember: ScopedHandler<typeof call, 'user', 'group'> = async ({ query }, context) => {
  const { group } = context.scope;
  const target = await memberActedOn(context.user, group, query.uid);
  requireWritten(await removeMember(group.gid, target.uid, target.auth), group.gid);
  return null;
};
