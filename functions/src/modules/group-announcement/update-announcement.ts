import type { updateGroupAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { groupRoleOf } from '../../policy/group';
import { findAnnouncement } from '../../data/announcements/find-announcement';
import { editAnnouncement } from '../admin-announcement';
import { enforceAnnouncementChange } from './changeable-announcement';

/**
 * PUT /api/group/announcement: title, content and the visible toggle of one of the group's
 * announcements, by a root of the group or the group admin who published it.
 */
export const updateAnnouncement: ScopedHandler<typeof call, 'user', 'group'> = async ({ body }, context) => {
  const { group } = context.scope;
  const found = await findAnnouncement(body.id);
  enforceAnnouncementChange(found, body.id, group.gid, context.user, groupRoleOf(context.user, group));
  await editAnnouncement(
    body.id,
    { title: body.title, content: body.content, status: body.status },
    group.gid,
  );
  context.log.info('group announcement updated', {
    gid: group.gid,
    id: body.id,
    status: body.status,
    by: context.user.username,
  });
  return null;
};
