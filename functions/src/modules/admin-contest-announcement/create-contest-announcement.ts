import type { adminCreateContestAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { createContestAnnouncement as publish } from '../../data/contest-announcements/create-contest-announcement';

/**
 * POST /api/admin/contest/announcement: a new announcement of the contest, by one of its admins (the
 * route's `administer`). The markdown is stored as sent; the web sanitises it when it shows it, as it
 * does the site's announcements.
 */
export const createContestAnnouncement: ScopedHandler<typeof call, 'admin', 'contest'> = async (
  { body },
  context,
) => {
  const { announcement } = body;
  const created = await publish({
    cid: body.cid,
    title: announcement.title,
    content: announcement.content,
    status: announcement.status,
    uid: context.user.uid,
    username: context.user.username,
  });
  context.log.info('contest announcement created', {
    cid: body.cid,
    id: created.id,
    by: context.user.username,
  });
  return null;
};
