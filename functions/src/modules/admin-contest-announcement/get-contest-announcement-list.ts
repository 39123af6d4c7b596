import { pageAnswer, type adminGetContestAnnouncementList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listContestAnnouncements } from '../../data/contest-announcements/list-contest-announcements';
import { contestAnnouncementView } from '../contest-announcement/contest-announcement-view';
import { requireContestAdmin } from './require-contest-admin';

/** GET /api/admin/contest/announcement?cid=: every announcement of the contest, hidden ones too, newest first. */
export const getContestAnnouncementList: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  await requireContestAdmin(query.cid, context.user);
  const all = await listContestAnnouncements(query.cid);
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(all.slice(start, start + query.limit).map(contestAnnouncementView), all.length, query);
};
