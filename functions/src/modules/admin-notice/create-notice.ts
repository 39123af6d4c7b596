import type { adminCreateNotice as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { createNotice as storeNotice } from '../../data/notices/save-notice';
import { noticeFields } from './notice-fields';

/** POST /api/admin/msg/notice: stored unpushed; the message centre delivers it to the system box. */
export const createNotice: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const notice = await storeNotice(await noticeFields(body), context.user);
  context.log.info('notice created', { id: notice.id, type: notice.type, by: context.user.username });
  return null;
};
