import { tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { commentKey, replyKey } from './comment-keys';

/**
 * Deletes a reply with its comment's `totalReplyNum` and `countWrites` (the discussion's `commentNum`)
 * in one transaction. False when the reply (or its comment) is gone.
 */
export async function deleteReply(
  commentId: number,
  id: number,
  countWrites: TransactItem[],
): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: replyKey(commentId, id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: commentKey(commentId),
          UpdateExpression: 'ADD totalReplyNum :minusOne',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
      ...countWrites,
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedInTransaction) return false;
    throw error;
  }
}
