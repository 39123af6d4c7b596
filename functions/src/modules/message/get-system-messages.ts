import { pageAnswer, type getSystemMessages as call } from '@oj/shared';
import { addToNoticeSet } from '../../data/messages/message-counter';
import { systemNotices } from '../../data/messages/system-box';
import type { Handler } from '../../frame/route';
import { readerCounter, systemReader } from './message-reader';
import { systemMessageView } from './message-views';

/**
 * GET /api/msg/sys: the notices that reach the reader, newest first; the page's unread ones are added
 * to the reader's read set (idempotent, so two tabs reading at once count them once).
 */
export const getSystemMessages: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const counter = await readerCounter(context.user);
  const notices = await systemNotices(systemReader(context.user), counter);
  const start = (query.currentPage - 1) * query.limit;
  const page = notices.slice(start, start + query.limit);
  await addToNoticeSet(
    context.user.uid,
    'sysRead',
    page.filter((notice) => !counter.sysRead.has(notice.id)).map((notice) => notice.id),
  );
  return pageAnswer(
    page.map((notice) => systemMessageView(notice, counter.sysRead.has(notice.id))),
    notices.length,
    query,
  );
};
