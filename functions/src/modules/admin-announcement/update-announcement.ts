import type { adminUpdateAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { changeAnnouncement } from '../../data/announcements/change-announcement';
import { refusingLargeMoves } from './move-refusal';

/** What an edit of an announcement sets. */
export interface AnnouncementChange {
  title: string;
  content: string;
  /** 0 shown, 1 hidden: changing it moves the announcement in or out of the visible list. */
  status: 0 | 1;
}

/**
 * Edit announcement `id` of the board of `gid` (null: the site's): title, content and the visible
 * toggle. An id that board does not hold is `announcementNotFound`; a move too large for one
 * transaction is `announcementMoveTooLarge`.
 */
export async function editAnnouncement(
  id: number,
  change: AnnouncementChange,
  gid: number | null,
): Promise<void> {
  const found = await refusingLargeMoves(() => changeAnnouncement(id, change, gid));
  if (!found) throw new AppError('announcementNotFound', { id });
}

/** PUT /api/admin/announcement: title, content and the visible toggle (status 0 shown, 1 hidden). */
export const updateAnnouncement: Handler<typeof call, 'root'> = async ({ body }, context) => {
  await editAnnouncement(body.id, { title: body.title, content: body.content, status: body.status }, null);
  context.log.info('announcement updated', { id: body.id, status: body.status, by: context.user.username });
  return null;
};
