import type { adminUpdateAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { changeAnnouncement } from '../../data/announcements/change-announcement';
import { refusingLargeMoves } from './move-refusal';

/** PUT /api/admin/announcement: title, content and the visible toggle (status 0 shown, 1 hidden). */
export const updateAnnouncement: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const change = { title: body.title, content: body.content, status: body.status };
  const found = await refusingLargeMoves(() => changeAnnouncement(body.id, change));
  if (!found) throw new AppError('announcementNotFound', { id: body.id });
  context.log.info('announcement updated', { id: body.id, status: body.status, by: context.user.username });
  return null;
};
