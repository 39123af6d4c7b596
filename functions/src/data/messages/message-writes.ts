import type { CommentSourceType, MessageAction } from '@oj/shared';
import { messageRules } from '@oj/shared';
import { addToCounters } from '../counters';
import { tableName } from '../dynamo-client';
import type { TransactItem } from '../transact';
import { counterChange } from './message-counter';
import { messageKey, messageSequenceKey, type StoredBox } from './message-keys';
import type { MineMessage } from './mine-message';

/** Someone commented on, replied to or liked what the recipient wrote. */
export interface UserMessageInput {
  recipientUid: string;
  box: Exclude<StoredBox, 'Mine'>;
  action: MessageAction;
  sourceId: number;
  sourceType: CommentSourceType;
  sourceTitle: string;
  sourceContent: string;
  quoteId: number | null;
  quoteType: 'Comment' | 'Reply' | null;
  quoteContent: string | null;
  url: string;
  sender: { uid: string; username: string; avatar: string };
}

/**
 * Something happened to the recipient's own things (a discussion disabled or deleted, a report
 * handled): the kind and its values, which each reader reads in their own language.
 */
export interface MineMessageInput extends MineMessage {
  recipientUid: string;
}

const quoted = (text: string) => text.slice(0, messageRules.quoteMaxLength);

async function nextMessageId(): Promise<number> {
  const { value } = await addToCounters(messageSequenceKey, { value: 1 });
  if (value === undefined) throw new Error('the message sequence gave no id');
  return value;
}

/**
 * The writes that deliver a comment, reply or like message: the message's Put and the recipient's
 * counter increment (one unread, one in total), for the caller's own transaction (so the message exists
 * exactly when the thing it is about does). Nothing when the recipient is the sender: nobody is told
 * about their own doing.
 * Cost: 1 WCU for the message id, then 2 items in the caller's transaction.
 */
export async function userMessageWrites(input: UserMessageInput): Promise<TransactItem[]> {
  if (input.recipientUid === '' || input.recipientUid === input.sender.uid) return [];
  const id = await nextMessageId();
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...messageKey(input.recipientUid, input.box, id),
          id,
          box: input.box,
          action: input.action,
          sourceId: input.sourceId,
          sourceType: input.sourceType,
          sourceTitle: input.sourceTitle,
          sourceContent: quoted(input.sourceContent),
          quoteId: input.quoteId,
          quoteType: input.quoteType,
          quoteContent: input.quoteContent === null ? null : quoted(input.quoteContent),
          url: input.url,
          state: false,
          senderId: input.sender.uid,
          senderUsername: input.sender.username,
          senderAvatar: input.sender.avatar,
          gmtCreate: new Date().toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    counterChange(input.recipientUid, input.box, 1, 1),
  ];
}

/** The writes that put a message in the recipient's `Mine` box, as `userMessageWrites` does. */
export async function mineMessageWrites(input: MineMessageInput): Promise<TransactItem[]> {
  if (input.recipientUid === '') return [];
  const id = await nextMessageId();
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...messageKey(input.recipientUid, 'Mine', id),
          id,
          box: 'Mine',
          kind: input.kind,
          params: input.params,
          state: false,
          gmtCreate: new Date().toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    counterChange(input.recipientUid, 'Mine', 1, 1),
  ];
}
