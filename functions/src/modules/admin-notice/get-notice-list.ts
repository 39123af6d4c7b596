import { pageAnswer, type adminGetNoticeList as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { listNotices } from '../../data/notices/list-notices';
import { adminNoticeView } from './admin-notice-view';

/** GET /api/admin/msg/notice: the notices, newest first, ten a page, optionally of one audience. */
export const getNoticeList: Handler<typeof call, 'root'> = async ({ query }) => {
  const notices = (await listNotices()).filter((notice) => !query.type || notice.type === query.type);
  const start = (query.currentPage - 1) * query.limit;
  return pageAnswer(notices.slice(start, start + query.limit).map(adminNoticeView), notices.length, query);
};
