import { pageAnswer, type getCommonAnnouncement as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { listAnnouncementPage } from '../../data/announcements/list-announcement-page';

/** GET /api/get-common-announcement: a page of the site's announcements, newest first, and their total. */
export const getCommonAnnouncement: Route<typeof call>['handle'] = async ({ query }) => {
  const { records, total } = await listAnnouncementPage(query.currentPage, query.limit);
  return pageAnswer(records, total, query);
};
