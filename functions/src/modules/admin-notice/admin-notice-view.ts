import type { AdminNotice } from '@oj/shared';
import type { StoredNotice } from '../../data/notices/notice-item';

/** A stored notice as the admin list shows it (`AdminSysNoticeVO` with the recipient). */
export function adminNoticeView(notice: StoredNotice): AdminNotice {
  return {
    id: notice.id,
    title: notice.title,
    content: notice.content,
    type: notice.type,
    state: notice.state,
    recipientId: notice.recipientId,
    recipientUsername: notice.recipientUsername,
    adminId: notice.adminId,
    adminUsername: notice.adminUsername,
    gmtCreate: notice.gmtCreate,
    gmtModified: notice.gmtModified,
  };
}
