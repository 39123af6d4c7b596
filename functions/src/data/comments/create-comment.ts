import { addToCounters } from '../counters';
import { tableName } from '../dynamo-client';
import { transactWrite, type TransactItem } from '../transact';
import { authorAttributes, type StoredComment } from './comment-item';
import {
  commentCountKey,
  commentKey,
  commentListKeys,
  commentSequenceKey,
  type CommentSource,
} from './comment-keys';

/**
 * Stores a new comment under the next comment id, with the source's comment count and `alongside`
 * (the discussion's `commentNum` and the author's message) in one transaction, so counts and messages
 * exist exactly when the comment does. Cost: 1 WCU for the id, then 2 WCU per transaction item
 * (the comment costs 2 WCU per KB of its text).
 */
export async function createComment(
  source: CommentSource,
  fields: Pick<StoredComment, 'content' | 'from' | 'staff'>,
  alongside: (id: number) => Promise<TransactItem[]>,
): Promise<StoredComment> {
  const { value: id } = await addToCounters(commentSequenceKey, { value: 1 });
  if (id === undefined) throw new Error('the comment sequence gave no id');
  const comment: StoredComment = {
    id,
    did: source.did ?? null,
    cid: source.cid ?? null,
    ...fields,
    likeNum: 0,
    totalReplyNum: 0,
    status: 0,
    gmtCreate: new Date().toISOString(),
  };
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...commentKey(id),
          ...commentListKeys(source, id),
          id,
          did: comment.did,
          cid: comment.cid,
          content: comment.content,
          ...authorAttributes(comment.from),
          staff: comment.staff,
          likeNum: 0,
          totalReplyNum: 0,
          status: 0,
          gmtCreate: comment.gmtCreate,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: commentCountKey(source),
        UpdateExpression: 'ADD commentCount :one',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
    ...(await alongside(id)),
  ]);
  return comment;
}
