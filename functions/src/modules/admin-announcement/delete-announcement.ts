import type { adminDeleteAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { deleteAnnouncement as deleteStored } from '../../data/announcements/change-announcement';
import { refusingLargeMoves } from './move-refusal';

/** DELETE /api/admin/announcement?aid=: the announcement leaves the home page and the admin list. */
export const deleteAnnouncement: Handler<typeof call, 'root'> = async ({ query }, context) => {
  const found = await refusingLargeMoves(() => deleteStored(query.aid));
  if (!found) throw new AppError('announcementNotFound', { id: query.aid });
  context.log.info('announcement deleted', { id: query.aid, by: context.user.username });
  return null;
};
