import { addToCounters } from '../counters';
import { tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { authorAttributes, type StoredReply } from './comment-item';
import { commentKey, replyKey, replySequenceKey } from './comment-keys';

/**
 * Stores a reply under its comment with the comment's `totalReplyNum` (conditioned on the comment
 * still being there) and `alongside` (the discussion's `commentNum`, the recipient's message) in one
 * transaction. Null when the comment was deleted meanwhile.
 */
export async function createReply(
  fields: Omit<StoredReply, 'id' | 'status' | 'gmtCreate' | 'gmtModified'>,
  alongside: (id: number) => Promise<TransactItem[]>,
): Promise<StoredReply | null> {
  const { value: id } = await addToCounters(replySequenceKey, { value: 1 });
  if (id === undefined) throw new Error('the reply sequence gave no id');
  const now = new Date().toISOString();
  const reply: StoredReply = { ...fields, id, status: 0, gmtCreate: now, gmtModified: now };
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: commentKey(reply.commentId),
          UpdateExpression: 'ADD totalReplyNum :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...replyKey(reply.commentId, id),
            id,
            commentId: reply.commentId,
            content: reply.content,
            ...authorAttributes(reply.from),
            staff: reply.staff,
            toUid: reply.toUid,
            toName: reply.toName,
            toAvatar: reply.toAvatar,
            status: 0,
            gmtCreate: now,
            gmtModified: now,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...(await alongside(id)),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedInTransaction && error.failedIndexes.includes(0)) return null;
    throw error;
  }
  return reply;
}
