import { deleteCommentsOf } from '../../data/comments/delete-comments-of';
import type { DiscussionLine } from '../../data/discussions/discussion-line';
import { mineMessageWrites, userMessageWrites } from '../../data/messages/message-writes';
import type { TransactItem } from '../../data/transact';
import type { RequestUser } from '../../frame/request-context';
import { discussionAuthor } from './discussion-author';

/*
 * What the board tells people, as writes that go into the board's own transactions (so a message
 * exists exactly when the change it reports does), and the cascade of a deleted discussion's comments.
 */

/** The `Like` message to the author for a first-ever like (none when the author likes their own post). */
export async function discussionLikeWrites(
  line: DiscussionLine,
  liker: RequestUser,
): Promise<TransactItem[]> {
  if (line.uid === liker.uid) return [];
  const sender = await discussionAuthor(liker.uid, liker.username, liker.roleCode);
  return userMessageWrites({
    recipientUid: line.uid,
    box: 'Like',
    action: 'Like_Discuss',
    sourceId: line.id,
    sourceType: 'Discussion',
    sourceTitle: line.title,
    sourceContent: line.description,
    quoteId: null,
    quoteType: null,
    quoteContent: null,
    url: `/discussion-detail/${line.id}`,
    sender: { uid: liker.uid, username: sender.author, avatar: sender.avatar },
  });
}

/** The `Mine` message to an author whose discussion an admin disabled or deleted (both languages). */
export function discussionMineWrites(
  recipientUid: string,
  what: 'disabled' | 'deleted',
  title: string,
): Promise<TransactItem[]> {
  const deleted = what === 'deleted';
  return mineMessageWrites({
    recipientUid,
    title: deleted ? '讨论已被删除 / Discussion deleted' : '讨论已被封禁 / Discussion disabled',
    content: deleted
      ? `您的讨论「${title}」已被管理员删除。\n\nYour discussion "${title}" was deleted by an administrator.`
      : `您的讨论「${title}」已被管理员封禁。\n\nYour discussion "${title}" was disabled by an administrator.`,
  });
}

/** The `Mine` message to a reporter whose report an admin handled (both languages). */
export function reportHandledWrites(
  recipientUid: string,
  discussionTitle: string | null,
): Promise<TransactItem[]> {
  const about = discussionTitle ?? '';
  return mineMessageWrites({
    recipientUid,
    title: '举报已处理 / Report handled',
    content: `您对讨论「${about}」的举报已被管理员处理，感谢反馈。\n\nYour report of the discussion "${about}" has been handled. Thank you.`,
  });
}

/** Deletes a discussion's comments with their replies and likes. */
export function deleteDiscussionComments(did: number): Promise<void> {
  return deleteCommentsOf({ did });
}
