import type { adminUpdateContestAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { changeContestAnnouncement } from '../../data/contest-announcements/change-contest-announcement';

/**
 * Change announcement `id` of contest `cid`: title, content and the visible toggle. An id the contest
 * does not hold is `contestAnnouncementNotFound`.
 */
export async function editContestAnnouncement(
  cid: number,
  announcement: { id: number; title: string; content: string; status: 0 | 1 },
): Promise<void> {
  const { id, title, content, status } = announcement;
  if (!(await changeContestAnnouncement(cid, id, { title, content, status })))
    throw new AppError('contestAnnouncementNotFound', { id });
}

/**
 * PUT /api/admin/contest/announcement: title, content and the visible toggle of one announcement,
 * for the contest's admins (the route's `administer`).
 */
export const updateContestAnnouncement: ScopedHandler<typeof call, 'admin', 'contest'> = async (
  { body },
  context,
) => {
  await editContestAnnouncement(body.cid, body.announcement);
  context.log.info('contest announcement updated', {
    cid: body.cid,
    id: body.announcement.id,
    by: context.user.username,
  });
  return null;
};
