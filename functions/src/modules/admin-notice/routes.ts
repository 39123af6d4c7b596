import { adminCreateNotice, adminDeleteNotice, adminGetNoticeList, adminUpdateNotice } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getNoticeList } from './get-notice-list';
import { createNotice } from './create-notice';
import { updateNotice } from './update-notice';
import { deleteNotice } from './delete-notice';

/** System notices (document 3, §2.18 "notice"): the super admin only. */
export const adminNoticeRoutes: readonly Route[] = [
  route(adminGetNoticeList, 'root', getNoticeList),
  route(adminCreateNotice, 'root', createNotice),
  route(adminUpdateNotice, 'root', updateNotice),
  route(adminDeleteNotice, 'root', deleteNotice),
];
