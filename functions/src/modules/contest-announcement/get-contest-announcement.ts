import { announcementStatuses, pageAnswer, type getContestAnnouncement as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listContestAnnouncements } from '../../data/contest-announcements/list-contest-announcements';
import { contestAnnouncementView } from './contest-announcement-view';

/**
 * GET /api/get-contest-announcement?cid=: the contest's visible announcements, newest first, to
 * whoever may enter the contest (the route's `enter`).
 */
export const getContestAnnouncement: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  { scope },
) => {
  const visible = (await listContestAnnouncements(scope.contest.cid)).filter(
    (announcement) => announcement.status === announcementStatuses.visible,
  );
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(
    visible.slice(start, start + query.limit).map(contestAnnouncementView),
    visible.length,
    query,
  );
};
