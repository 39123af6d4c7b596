import type { adminCreateContestAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { createContestAnnouncement as publish } from '../../data/contest-announcements/create-contest-announcement';

/** What publishing an announcement in a contest takes: the form and its publisher. */
export interface ContestAnnouncementDraft {
  title: string;
  content: string;
  /** 0 shown to the contestants, 1 hidden. */
  status: 0 | 1;
  uid: string;
  username: string;
}

/**
 * Publish an announcement in contest `cid` (a site's contest or a group's, whose admins the caller
 * has checked) and answer its id. The markdown is stored as sent; the web sanitises it when it shows
 * it, as it does the site's announcements.
 */
export async function publishContestAnnouncement(
  cid: number,
  draft: ContestAnnouncementDraft,
): Promise<number> {
  const created = await publish({ cid, ...draft });
  return created.id;
}

/**
 * POST /api/admin/contest/announcement: a new announcement of the contest, by one of its admins (the
 * route's `administer`).
 */
export const createContestAnnouncement: ScopedHandler<typeof call, 'admin', 'contest'> = async (
  { body },
  context,
) => {
  const { announcement } = body;
  const id = await publishContestAnnouncement(body.cid, {
    title: announcement.title,
    content: announcement.content,
    status: announcement.status,
    uid: context.user.uid,
    username: context.user.username,
  });
  context.log.info('contest announcement created', { cid: body.cid, id, by: context.user.username });
  return null;
};
