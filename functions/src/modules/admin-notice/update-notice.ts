import type { adminUpdateNotice as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getNotice, updateNotice as storeUpdate } from '../../data/notices/save-notice';
import { noticeFields } from './notice-fields';

/** Edits racing each other retry on the newer notice; more losses are a fault. */
const maxAttempts = 4;

/** PUT /api/admin/msg/notice: title, content and audience; author, dates and `state` stay the server's. */
export const updateNotice: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const fields = await noticeFields(body);
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const previous = await getNotice(body.id);
    if (!previous) throw new AppError('noticeNotFound', { id: body.id });
    if (await storeUpdate(previous, fields)) {
      context.log.info('notice updated', { id: body.id, type: fields.type, by: context.user.username });
      return null;
    }
  }
  throw new Error(`notice ${body.id}: it kept changing for ${maxAttempts} attempts`);
};
