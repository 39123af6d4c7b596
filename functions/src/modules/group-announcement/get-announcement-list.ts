import { pageAnswer, type getGroupAnnouncementList as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { listGroupAnnouncementPage } from '../../data/announcements/list-announcement-page';
import { adminAnnouncementView } from '../admin-announcement';

/**
 * GET /api/group/get-announcement-list?gid=: the group's visible announcements, newest first, five a
 * page, for its members (the route's `enter`). The group's board keeps its visible announcements at
 * dense positions, as the home page's are kept, so a deep page costs what the first does.
 */
export const getAnnouncementList: ScopedHandler<typeof call, 'user', 'group'> = async (
  { query },
  { scope },
) => {
  const { records, total } = await listGroupAnnouncementPage(scope.group.gid, query.currentPage, query.limit);
  return pageAnswer(records.map(adminAnnouncementView), total, query);
};
