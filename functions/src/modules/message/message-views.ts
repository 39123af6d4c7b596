import { commentSourceTypes, messageActions, type SystemMessage, type UserMessage } from '@oj/shared';
import type { StoredNotice } from '../../data/notices/notice-item';

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

/** A stored `Mine` message as `SysMsgVO`. */
export function mineMessageView(item: Record<string, unknown>): SystemMessage {
  return {
    id: Number(item.id),
    title: text(item.title),
    content: text(item.content),
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
