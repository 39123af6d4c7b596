import { pageAnswer, type Page, type SystemMessage, type UserMessage } from '@oj/shared';
import type { StoredBox } from '../../data/messages/message-keys';
import { markRead, readBoxPage } from '../../data/messages/user-box';
import type { SignedInContext } from '../../frame/route';
import { mineMessageView, userMessageView } from './message-views';

type Paging = { currentPage: number; limit: number };

/**
 * A page of a stored box, newest first; its unread messages are marked read (and leave the unread
 * count) as it is answered. Each message answers the state it had when read, so the client can show
 * which ones are new.
 */
async function boxPage<Row>(
  box: StoredBox,
  view: (item: Record<string, unknown>) => Row,
  query: Paging,
  context: SignedInContext,
): Promise<Page<Row>> {
  const { items, total } = await readBoxPage(context.user.uid, box, query);
  const unread = items.filter((item) => item.state === false).map((item) => Number(item.id));
  await markRead(context.user.uid, box, unread);
  return pageAnswer(items.map(view), total, query);
}

export const userBoxHandler =
  (box: Exclude<StoredBox, 'Mine'>) =>
  ({ query }: { query: Paging }, context: SignedInContext): Promise<Page<UserMessage>> =>
    boxPage(box, userMessageView, query, context);

export const mineBoxHandler = (
  { query }: { query: Paging },
  context: SignedInContext,
): Promise<Page<SystemMessage>> =>
  boxPage('Mine', (item) => mineMessageView(item, context.lang), query, context);
