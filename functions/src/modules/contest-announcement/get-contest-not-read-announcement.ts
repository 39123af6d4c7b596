import { announcementStatuses, type getContestNotReadAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listContestAnnouncements } from '../../data/contest-announcements/list-contest-announcements';
import { unreadAnnouncementView } from './contest-announcement-view';

/**
 * POST /api/get-contest-not-read-announcement: the visible announcements whose ids the client has
 * not shown yet, newest first, to whoever may enter the contest (the route's `enter`). Every
 * contestant polls it each minute, so it reads the contest's announcements in one Query and leaves
 * out the read ones here (docs/data-model.md has the cost).
 */
export const getContestNotReadAnnouncement: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { body },
  { scope },
) => {
  const read = new Set(body.readAnnouncementList);
  return (await listContestAnnouncements(scope.contest.cid))
    .filter(
      (announcement) => announcement.status === announcementStatuses.visible && !read.has(announcement.id),
    )
    .map((announcement) => unreadAnnouncementView(announcement, scope.contest.gid));
};
