import { keyOf, type ItemKey } from '../item-key';

/*
 * A comment is found by its id alone (`COMMENT#<id>` / `COMMENT`: replies, deletes and likes name only
 * the id) and listed through gsi1 under its source, newest first (`COMMENTS#D#<did>` or
 * `COMMENTS#C#<cid>`, by padded id). Its partition also holds its replies (`R#<id>`, oldest first, so
 * the first three are one Query with Limit 3) and one like row per account that ever liked it.
 */

const padded = (id: number) => String(id).padStart(10, '0');

export type CommentSource = { did: number; cid?: undefined } | { cid: number; did?: undefined };

export function commentKey(id: number): ItemKey {
  return { pk: keyOf('COMMENT', id), sk: 'COMMENT' };
}

/** gsi1 of a comment: its source's list, newest first by the padded id. */
export function commentListKeys(source: CommentSource, id: number): { gsi1pk: string; gsi1sk: string } {
  return { gsi1pk: commentListPartition(source), gsi1sk: padded(id) };
}

export function commentListPartition(source: CommentSource): string {
  return source.did !== undefined ? keyOf('COMMENTS', 'D', source.did) : keyOf('COMMENTS', 'C', source.cid);
}

export function replyKey(commentId: number, replyId: number): ItemKey {
  return { pk: keyOf('COMMENT', commentId), sk: keyOf('R', padded(replyId)) };
}

export const replyPrefix = 'R#';

export function commentLikeKey(commentId: number, uid: string): ItemKey {
  return { pk: keyOf('COMMENT', commentId), sk: keyOf('LIKE', uid) };
}

export const commentSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'COMMENT' };
export const replySequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'REPLY' };

/** How many comments a source has (the list's `total` without counting its index). */
export function commentCountKey(source: CommentSource): ItemKey {
  return { pk: commentListPartition(source), sk: 'COUNT' };
}
