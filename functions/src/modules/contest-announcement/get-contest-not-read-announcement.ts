import { announcementStatuses, type getContestNotReadAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listContestAnnouncements } from '../../data/contest-announcements/list-contest-announcements';
import { unreadAnnouncementView } from './contest-announcement-view';
import { enterContest } from './enter-contest';

/**
 * POST /api/get-contest-not-read-announcement: the visible announcements whose ids the client has
 * not shown yet, newest first. Every contestant polls it each minute, so it reads the contest's
 * announcements in one Query and leaves out the read ones here (docs/data-model.md has the cost).
 */
export const getContestNotReadAnnouncement: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const contest = await enterContest(body.cid, context.user);
  const read = new Set(body.readAnnouncementList);
  return (await listContestAnnouncements(body.cid))
    .filter(
      (announcement) => announcement.status === announcementStatuses.visible && !read.has(announcement.id),
    )
    .map((announcement) => unreadAnnouncementView(announcement, contest.gid));
};
