import type { adminUpdateContestAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { changeContestAnnouncement } from '../../data/contest-announcements/change-contest-announcement';
import { requireContestAdmin } from './require-contest-admin';

/** PUT /api/admin/contest/announcement: title, content and the visible toggle of one announcement. */
export const updateContestAnnouncement: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  await requireContestAdmin(body.cid, context.user);
  const { id, title, content, status } = body.announcement;
  if (!(await changeContestAnnouncement(body.cid, id, { title, content, status })))
    throw new AppError('contestAnnouncementNotFound', { id });
  context.log.info('contest announcement updated', { cid: body.cid, id, by: context.user.username });
  return null;
};
