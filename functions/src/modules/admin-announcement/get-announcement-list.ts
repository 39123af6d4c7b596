import { pageAnswer, type adminGetAnnouncementList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listAllAnnouncements } from '../../data/announcements/list-all-announcements';
import { adminAnnouncementView } from './admin-announcement-view';

/** GET /api/admin/announcement: every announcement, hidden ones too, newest first, ten a page. */
export const getAnnouncementList: Handler<typeof call, 'root'> = async ({ query }) => {
  const all = await listAllAnnouncements();
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(all.slice(start, start + query.limit).map(adminAnnouncementView), all.length, query);
};
