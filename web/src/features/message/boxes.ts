import type { MessageBox } from '@oj/shared/domain/discussion';
import type { UnreadCounts } from '@oj/shared/api/message';
import { messageRules } from '@oj/shared/domain/discussion';
import type { BoxSegment } from './box-path';

/** A tab of the message centre: its path segment, its box as `msg/clean` names it, its counter. */
export interface MessageBoxTab {
  /** The child path under /message (spec part 3, §2.5) and the key of its strings. */
  segment: BoxSegment;
  box: MessageBox;
  /** The field of `msg/unread` that counts this box's unread messages. */
  counter: keyof UnreadCounts;
  /** Someone else's action (sender, quote, source) or a notice (title and markdown). */
  kind: 'user' | 'system';
  /** Spec part 3, §7: 6 a page for the user boxes, 8 for the notices. */
  pageSize: number;
}

/** The five tabs in the spec's order. */
export const messageBoxTabs: readonly MessageBoxTab[] = [
  {
    segment: 'discuss',
    box: 'Discuss',
    counter: 'comment',
    kind: 'user',
    pageSize: messageRules.userPageSize,
  },
  { segment: 'reply', box: 'Reply', counter: 'reply', kind: 'user', pageSize: messageRules.userPageSize },
  { segment: 'like', box: 'Like', counter: 'like', kind: 'user', pageSize: messageRules.userPageSize },
  { segment: 'sys', box: 'Sys', counter: 'sys', kind: 'system', pageSize: messageRules.systemPageSize },
  { segment: 'mine', box: 'Mine', counter: 'mine', kind: 'system', pageSize: messageRules.systemPageSize },
];

export type MessageBoxSegment = MessageBoxTab['segment'];

export function messageBoxTab(segment: MessageBoxSegment): MessageBoxTab {
  const tab = messageBoxTabs.find((each) => each.segment === segment);
  if (!tab) throw new Error(`no message box "${segment}"`);
  return tab;
}

/** Every unread message of the five boxes: the header's badge. */
export function unreadTotal(counts: UnreadCounts | undefined): number {
  if (!counts) return 0;
  return messageBoxTabs.reduce((sum, tab) => sum + Math.max(0, counts[tab.counter]), 0);
}

/**
 * The page to show once `removed` messages left a box of `total` (before the removal): the same page
 * while it still has messages, else the last page that does (page 1 when the box is empty).
 */
export function pageAfterRemoval(
  total: number,
  removed: number,
  pageSize: number,
  currentPage: number,
): number {
  const left = Math.max(0, total - removed);
  const lastPage = Math.max(1, Math.ceil(left / pageSize));
  return Math.min(currentPage, lastPage);
}

/**
 * Where a message's link goes: the server's `url` when it is a path of this site (`/discussion-detail/7`,
 * `/contest/3/comment`), else none: a message never links off the site.
 */
export function messageHref(url: string): string | null {
  return /^\/(?![/\\])[^\s]*$/.test(url) ? url : null;
}

/** The box the header's notice opens: the first with unread messages, else the first box. */
export function firstUnreadSegment(counts: UnreadCounts | undefined): MessageBoxSegment {
  return messageBoxTabs.find((tab) => (counts?.[tab.counter] ?? 0) > 0)?.segment ?? 'discuss';
}

/** The box a path of the message centre shows (`/message/like` → like); the first box otherwise. */
export function segmentOfPath(pathname: string): MessageBoxSegment {
  const segment = /^\/message\/([a-z]+)\/?$/.exec(pathname)?.[1];
  return messageBoxTabs.find((tab) => tab.segment === segment)?.segment ?? 'discuss';
}
