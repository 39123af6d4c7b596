import { commentSourceTypes, messageActions, type SystemMessage, type UserMessage } from '@oj/shared';
import { mineMessageOf } from '../../data/messages/mine-message';
import type { StoredNotice } from '../../data/notices/notice-item';
import type { Lang } from '../../frame/lang';
import { mineMessageText } from './mine-message-texts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** A stored comment, reply or like message as `UserMsgVO`. */
export function userMessageView(item: Record<string, unknown>): UserMessage {
  return {
    id: Number(item.id),
    action: oneOf(messageActions, item.action, 'Discuss'),
    sourceId: Number(item.sourceId ?? 0),
    sourceType: oneOf(commentSourceTypes, item.sourceType, 'Discussion'),
    sourceTitle: text(item.sourceTitle),
    sourceContent: text(item.sourceContent),
    quoteId: typeof item.quoteId === 'number' ? item.quoteId : null,
    quoteType: item.quoteType === 'Comment' || item.quoteType === 'Reply' ? item.quoteType : null,
    quoteContent: typeof item.quoteContent === 'string' ? item.quoteContent : null,
    url: text(item.url),
    state: item.state === true,
    senderId: text(item.senderId),
    senderUsername: text(item.senderUsername),
    senderAvatar: text(item.senderAvatar),
    gmtCreate: text(item.gmtCreate),
  };
}

/**
 * A stored `Mine` message as `SysMsgVO`, its title and text in the reader's language. A text stored
 * before messages kept their kind, and of no kind known, shows as written.
 */
export function mineMessageView(item: Record<string, unknown>, lang: Lang): SystemMessage {
  const message = mineMessageOf(item);
  const { title, content } = message.kind === 'text' ? message : mineMessageText(message, lang);
  return {
    id: Number(item.id),
    title,
    content,
    adminId: null,
    type: 'Mine',
    state: item.state === true,
    gmtCreate: text(item.gmtCreate),
  };
}

/** A system notice as the reader's `SysMsgVO`. */
export function systemMessageView(notice: StoredNotice, read: boolean): SystemMessage {
  return {
    id: notice.id,
    title: notice.title,
    content: notice.content,
    adminId: notice.adminId,
    type: 'Sys',
    state: read,
    gmtCreate: notice.gmtCreate,
  };
}
