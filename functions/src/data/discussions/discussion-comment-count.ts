import { tableName } from '../dynamo-client';
import type { TransactItem } from '../transact';
import { discussionLineKey } from './discussion-keys';

/**
 * Moves a discussion's `commentNum` by `delta` (comments and replies both count), for the transaction
 * that writes or deletes the comment or reply, so the count never drifts from the stored ones. The
 * condition fails the whole transaction when the discussion is gone.
 */
export function discussionCommentCountUpdate(did: number, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: discussionLineKey(did),
      UpdateExpression: 'SET commentNum = if_not_exists(commentNum, :zero) + :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':zero': 0, ':delta': delta },
    },
  };
}
