import { announcementStatuses, type adminCreateAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { createAnnouncement as publish } from '../../data/announcements/create-announcement';
import { createHiddenAnnouncement } from '../../data/announcements/change-announcement';

/** POST /api/admin/announcement: a visible one goes to the top of the home page's list at once. */
export const createAnnouncement: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const author = { uid: context.user.uid, username: context.user.username };
  const fields = { title: body.title, content: body.content, ...author };
  const id =
    body.status === announcementStatuses.hidden
      ? await createHiddenAnnouncement(fields)
      : (await publish(fields)).id;
  context.log.info('announcement created', { id, status: body.status, by: author.username });
  return null;
};
