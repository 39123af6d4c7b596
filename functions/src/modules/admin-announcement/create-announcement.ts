import { announcementStatuses, type adminCreateAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { createAnnouncement as publish } from '../../data/announcements/create-announcement';
import { createHiddenAnnouncement } from '../../data/announcements/change-announcement';

/** What publishing an announcement takes: the form, its publisher, and its board. */
export interface AnnouncementDraft {
  title: string;
  content: string;
  /** 0 shown at once at the top of the board's list, 1 kept hidden. */
  status: 0 | 1;
  uid: string;
  username: string;
  /** The group whose board it goes on; null for the site's (the home page's). */
  gid: number | null;
}

/**
 * Publish an announcement on its board: a visible one at the top of the list at once, a hidden one
 * under its hidden key. Answers its id. The site's admin call and a group's use this one way in.
 */
export async function publishAnnouncement(draft: AnnouncementDraft): Promise<number> {
  const fields = {
    title: draft.title,
    content: draft.content,
    uid: draft.uid,
    username: draft.username,
    gid: draft.gid,
  };
  return draft.status === announcementStatuses.hidden
    ? createHiddenAnnouncement(fields)
    : (await publish(fields)).id;
}

/** POST /api/admin/announcement: a visible one goes to the top of the home page's list at once. */
export const createAnnouncement: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const author = { uid: context.user.uid, username: context.user.username };
  const id = await publishAnnouncement({
    title: body.title,
    content: body.content,
    status: body.status,
    ...author,
    gid: null,
  });
  context.log.info('announcement created', { id, status: body.status, by: author.username });
  return null;
};
