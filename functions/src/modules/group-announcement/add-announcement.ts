import type { addGroupAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { enforce } from '../../frame/enforce';
import { groupManagement, groupRoleOf } from '../../policy/group';
import { publishAnnouncement } from '../admin-announcement';

/**
 * POST /api/group/announcement: a new announcement on the group's board, by one of the group's
 * admins; a visible one goes to the top of the members' list at once.
 */
export const addAnnouncement: ScopedHandler<typeof call, 'user', 'group'> = async ({ body }, context) => {
  const { group } = context.scope;
  enforce(groupManagement(context.user, groupRoleOf(context.user, group), group.gid));
  const id = await publishAnnouncement({
    title: body.title,
    content: body.content,
    status: body.status,
    uid: context.user.uid,
    username: context.user.username,
    gid: group.gid,
  });
  context.log.info('group announcement created', { gid: group.gid, id, by: context.user.username });
  return null;
};
