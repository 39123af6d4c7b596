import type { adminDeleteAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { deleteAnnouncement as deleteStored } from '../../data/announcements/change-announcement';
import { refusingLargeMoves } from './move-refusal';

/**
 * Delete announcement `id` of the board of `gid` (null: the site's); the newer visible ones move
 * down. An id that board does not hold is `announcementNotFound`.
 */
export async function removeAnnouncement(id: number, gid: number | null): Promise<void> {
  const found = await refusingLargeMoves(() => deleteStored(id, gid));
  if (!found) throw new AppError('announcementNotFound', { id });
}

/** DELETE /api/admin/announcement?aid=: the announcement leaves the home page and the admin list. */
export const deleteAnnouncement: Handler<typeof call, 'root'> = async ({ query }, context) => {
  await removeAnnouncement(query.aid, null);
  context.log.info('announcement deleted', { id: query.aid, by: context.user.username });
  return null;
};
