import { pageAnswer, type adminGetContestAnnouncementList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listContestAnnouncements } from '../../data/contest-announcements/list-contest-announcements';
import { contestAnnouncementView } from '../contest-announcement';

/**
 * GET /api/admin/contest/announcement?cid=: every announcement of the contest, hidden ones too,
 * newest first, for its admins (the route's `administer`).
 */
export const getContestAnnouncementList: ScopedHandler<typeof call, 'admin', 'contest'> = async ({
  query,
}) => {
  const all = await listContestAnnouncements(query.cid);
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(all.slice(start, start + query.limit).map(contestAnnouncementView), all.length, query);
};
