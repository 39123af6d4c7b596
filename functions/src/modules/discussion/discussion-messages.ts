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

/** Where a discussion is read: the site's board's page, or its group's. */
export function discussionUrl(line: Pick<DiscussionLine, 'id' | 'gid'>): string {
  return line.gid === null
    ? `/discussion-detail/${line.id}`
    : `/group/${line.gid}/discussion-detail/${line.id}`;
}

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
    url: discussionUrl(line),
    sender: { uid: liker.uid, username: sender.author, avatar: sender.avatar },
  });
}

/** The `Mine` message to an author whose discussion an admin disabled or deleted. */
export function discussionMineWrites(
  recipientUid: string,
  what: 'disabled' | 'deleted',
  title: string,
): Promise<TransactItem[]> {
  const kind = what === 'deleted' ? 'discussionDeleted' : 'discussionDisabled';
  return mineMessageWrites({ recipientUid, kind, params: { title } });
}

/** The `Mine` message to a reporter whose report an admin handled. */
export function reportHandledWrites(
  recipientUid: string,
  discussionTitle: string | null,
): Promise<TransactItem[]> {
  return mineMessageWrites({ recipientUid, kind: 'reportHandled', params: { title: discussionTitle ?? '' } });
}

/** Deletes a discussion's comments with their replies and likes. */
export function deleteDiscussionComments(did: number): Promise<void> {
  return deleteCommentsOf({ did });
}
