import type { cleanMessages as call } from '@oj/shared';
import { addToNoticeSet, clearNoticesUpTo } from '../../data/messages/message-counter';
import { systemNotices } from '../../data/messages/system-box';
import { cleanBox } from '../../data/messages/user-box';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { readerCounter, systemReader } from './message-reader';

/**
 * DELETE /api/msg/clean?type=&id=: one message or the whole box. Stored boxes delete the messages and
 * lower the counts by exactly what went; the system box records the deleted notice (or a mark up to
 * the newest notice for all of it) in the reader's counter item, leaving the notices for others.
 */
export const cleanMessages: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const { uid } = context.user;
  if (query.type !== 'Sys') {
    const removed = await cleanBox(uid, query.type, query.id);
    if (query.id !== undefined && removed === 0) throw new AppError('messageNotFound', { id: query.id });
    return null;
  }
  const counter = await readerCounter(context.user);
  const notices = await systemNotices(systemReader(context.user), counter);
  if (query.id !== undefined) {
    if (!notices.some((notice) => notice.id === query.id))
      throw new AppError('messageNotFound', { id: query.id });
    await addToNoticeSet(uid, 'sysDeleted', [query.id]);
  } else if (notices.length > 0) {
    await clearNoticesUpTo(uid, Math.max(...notices.map((notice) => notice.id)));
  }
  return null;
};
