import { tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { deleteKeysInBatches } from '../kit/batch-delete';
import { commentPartitionKeys } from './delete-comments-of';
import { commentCountKey, commentKey, type CommentSource } from './comment-keys';
import type { StoredComment } from './comment-item';

export type CommentDeleteOutcome = 'deleted' | 'gone' | 'changed';

/**
 * Deletes a comment as it was read: the comment (conditioned on its reply count being the one read,
 * so `countWrites` lowers the discussion's `commentNum` by exactly 1 + its replies), the source's
 * comment count, and `countWrites(comment)` in one transaction; then its replies and like rows.
 * 'changed' when a reply came in between: read again and retry.
 */
export async function deleteComment(
  comment: StoredComment,
  source: CommentSource,
  countWrites: TransactItem[],
): Promise<CommentDeleteOutcome> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: commentKey(comment.id),
          ConditionExpression:
            'attribute_exists(pk) AND (totalReplyNum = :replies OR attribute_not_exists(totalReplyNum))',
          ExpressionAttributeValues: { ':replies': comment.totalReplyNum },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: commentCountKey(source),
          UpdateExpression: 'ADD commentCount :minusOne',
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
      ...countWrites,
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedInTransaction && error.failedIndexes.includes(0)) return 'changed';
    if (error instanceof ConditionFailedInTransaction) return 'gone';
    throw error;
  }
  const rest = (await commentPartitionKeys(comment.id)).filter((key) => key.sk !== commentKey(comment.id).sk);
  await deleteKeysInBatches(rest);
  return 'deleted';
}
