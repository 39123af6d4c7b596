import {
  pageAnswer,
  type AdminAnnouncement,
  type adminGetAnnouncementList as call,
  type Page,
} from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listAllAnnouncements } from '../../data/announcements/list-all-announcements';
import { adminAnnouncementView } from './admin-announcement-view';

/**
 * A page of every announcement of the board of `gid` (null: the site's), hidden ones too, newest
 * first, as the admin lists show them.
 */
export async function allAnnouncementsPage(
  gid: number | null,
  paging: { currentPage: number; limit: number },
): Promise<Page<AdminAnnouncement>> {
  const all = await listAllAnnouncements(gid);
  const start = (paging.currentPage - 1) * paging.limit;
  return pageAnswer(all.slice(start, start + paging.limit).map(adminAnnouncementView), all.length, paging);
}

/** GET /api/admin/announcement: every announcement, hidden ones too, newest first, ten a page. */
export const getAnnouncementList: Handler<typeof call, 'root'> = async ({ query }) =>
  allAnnouncementsPage(null, query);
