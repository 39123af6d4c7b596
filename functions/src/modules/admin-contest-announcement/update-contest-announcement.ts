import type { adminUpdateContestAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { changeContestAnnouncement } from '../../data/contest-announcements/change-contest-announcement';

/**
 * PUT /api/admin/contest/announcement: title, content and the visible toggle of one announcement,
 * for the contest's admins (the route's `administer`).
 */
export const updateContestAnnouncement: ScopedHandler<typeof call, 'admin', 'contest'> = async (
  { body },
  context,
) => {
  const { id, title, content, status } = body.announcement;
  if (!(await changeContestAnnouncement(body.cid, id, { title, content, status })))
    throw new AppError('contestAnnouncementNotFound', { id });
  context.log.info('contest announcement updated', { cid: body.cid, id, by: context.user.username });
  return null;
};
