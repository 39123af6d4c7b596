import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../kit/batch-get';
import { dynamo, tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { commentKey, commentLikeKey } from './comment-keys';

export type CommentLikeOutcome = 'unchanged' | 'flipped' | 'firstLike' | 'commentGone';

const maxAttempts = 8;

/**
 * Sets `uid`'s like of a comment: the like row flips under a condition on what was read and the
 * comment's `likeNum` moves in the same transaction, so the count equals the liked rows whatever the
 * races (a lost race reads again). A first-ever like creates the row, kept when unliked, with
 * `firstLikeWrites` (the author's message) in its transaction: a re-like sends none.
 * Cost: 1 RCU + a 2–4 item transaction (2 WCU each).
 */
export async function setCommentLike(
  commentId: number,
  uid: string,
  toLike: boolean,
  firstLikeWrites: () => Promise<TransactItem[]>,
): Promise<CommentLikeOutcome> {
  const key = commentLikeKey(commentId, uid);
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const liked = Item?.liked === true;
    if (liked === toLike) return 'unchanged';
    const first = Item === undefined;
    const rowWrite: TransactItem = first
      ? {
          Put: {
            TableName: tableName(),
            Item: { ...key, commentId, uid, liked: true, gmtCreate: new Date().toISOString() },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }
      : {
          Update: {
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET liked = :to',
            ConditionExpression: 'liked = :from',
            ExpressionAttributeValues: { ':to': toLike, ':from': liked },
          },
        };
    const countWrite: TransactItem = {
      Update: {
        TableName: tableName(),
        Key: commentKey(commentId),
        UpdateExpression: 'ADD likeNum :delta',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':delta': toLike ? 1 : -1 },
      },
    };
    try {
      await transactWrite([rowWrite, countWrite, ...(first ? await firstLikeWrites() : [])]);
      return first ? 'firstLike' : 'flipped';
    } catch (error) {
      if (!(error instanceof ConditionFailedInTransaction)) throw error;
      if (error.failedIndexes.includes(1)) return 'commentGone';
      /* Another request flipped the row first: read it again. */
    }
  }
  throw new Error(`the like of comment ${commentId} kept losing races`);
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
