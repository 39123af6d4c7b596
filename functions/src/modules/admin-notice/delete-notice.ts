import type { adminDeleteNotice as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { deleteNotice as deleteStored } from '../../data/notices/save-notice';

/** DELETE /api/admin/msg/notice?id=: the notice is gone, and will not be delivered. */
export const deleteNotice: Handler<typeof call, 'root'> = async ({ query }, context) => {
  if (!(await deleteStored(query.id))) throw new AppError('noticeNotFound', { id: query.id });
  context.log.info('notice deleted', { id: query.id, by: context.user.username });
  return null;
};
