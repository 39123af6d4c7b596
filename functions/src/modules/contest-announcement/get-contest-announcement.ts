import { announcementStatuses, pageAnswer, type getContestAnnouncement as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listContestAnnouncements } from '../../data/contest-announcements/list-contest-announcements';
import { contestAnnouncementView } from './contest-announcement-view';
import { enterContest } from './enter-contest';

/** GET /api/get-contest-announcement?cid=: the contest's visible announcements, newest first. */
export const getContestAnnouncement: Handler<typeof call, 'user'> = async ({ query }, context) => {
  await enterContest(query.cid, context.user);
  const visible = (await listContestAnnouncements(query.cid)).filter(
    (announcement) => announcement.status === announcementStatuses.visible,
  );
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(
    visible.slice(start, start + query.limit).map(contestAnnouncementView),
    visible.length,
    query,
  );
};
