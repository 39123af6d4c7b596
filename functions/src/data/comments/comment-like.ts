import { batchGetItems } from '../kit/batch-get';
import { setCountedLike, type LikeOutcome } from '../kit/counted-like';
import type { TransactItem } from '../transact';
import { commentKey, commentLikeKey } from './comment-keys';

/** Sets `uid`'s like of a comment, counted on the comment (`setCountedLike`). */
export function setCommentLike(
  commentId: number,
  uid: string,
  toLike: boolean,
  firstLikeWrites: () => Promise<TransactItem[]>,
): Promise<LikeOutcome> {
  return setCountedLike({
    likeKey: commentLikeKey(commentId, uid),
    rowFields: { commentId, uid },
    countKey: commentKey(commentId),
    toLike,
    firstLikeWrites,
  });
}

/** Which of `commentIds` `uid` likes now: one BatchGet of the like rows (0.5 RCU each). */
export async function likedComments(commentIds: readonly number[], uid: string): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await batchGetItems(
    commentIds.map((id) => commentLikeKey(id, uid)),
    { ProjectionExpression: 'commentId, liked' },
  );
  return new Set(rows.filter((row) => row.liked === true).map((row) => Number(row.commentId)));
}
