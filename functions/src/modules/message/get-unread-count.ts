import type { getUnreadMessageCount as call } from '@oj/shared';
import { unreadSystemCount } from '../../data/messages/system-box';
import type { Handler } from '../../frame/route';
import { readerCounter, systemReader } from './message-reader';
import { noticeHead } from './notice-head-snapshot';

const unread = (value: number | undefined) => Math.max(0, value ?? 0);

/** GET /api/msg/unread: one GetItem of the counter item, and the cached notices' head for `sys`. */
export const getUnreadMessageCount: Handler<typeof call, 'user'> = async (_input, context) => {
  const [counter, head] = await Promise.all([readerCounter(context.user), noticeHead()]);
  return {
    comment: unread(counter.counts.comment),
    reply: unread(counter.counts.reply),
    like: unread(counter.counts.like),
    sys: unreadSystemCount(head, systemReader(context.user), counter),
    mine: unread(counter.counts.mine),
  };
};
