import type { adminCreateNotice as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { createNotice as storeNotice } from '../../data/notices/save-notice';
import { noticeFields } from './notice-fields';

/** POST /api/admin/msg/notice: delivered as stored (the message centre reads it from the notices). */
export const createNotice: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const notice = await storeNotice(await noticeFields(body), context.user);
  context.log.info('notice created', { id: notice.id, type: notice.type, by: context.user.username });
  return null;
};
