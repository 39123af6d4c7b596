import type { deleteGroupAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { findAnnouncement } from '../../data/announcements/find-announcement';
import { enterItemGroup } from '../../scope/item-group';
import { removeAnnouncement } from '../admin-announcement';
import { enforceAnnouncementChange } from './changeable-announcement';

/**
 * DELETE /api/group/announcement?aid=: the contract names the announcement only, so its group is
 * found by the id and entered with the caller's membership (`enterItemGroup`); then a root of the
 * group or the group admin who published it deletes it. The site's announcements are no group's.
 */
export const deleteAnnouncement: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const found = await findAnnouncement(query.aid);
  const missing = new AppError('announcementNotFound', { id: query.aid });
  const { group, role } = await enterItemGroup(found?.gid ?? null, context.user, missing);
  enforceAnnouncementChange(found, query.aid, group.gid, context.user, role);
  await removeAnnouncement(query.aid, group.gid);
  context.log.info('group announcement deleted', {
    gid: group.gid,
    id: query.aid,
    by: context.user.username,
  });
  return null;
};
