import { tableName } from '../dynamo-client';
import { deleteKeysInBatches } from '../kit/batch-delete';
import { queryAll } from '../kit/query-all';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { discussionBodyKey, discussionLineKey } from './discussion-keys';

/**
 * Deletes a discussion: its line and content in one transaction with `alongside` (the author's message
 * when an admin deletes it), so the list stops showing it at once; then the rest of its partition (like
 * rows, view windows) by BatchWrite. Its comments are the comment data's to delete. False when there
 * was no such discussion.
 * Cost: 2 WCU per item of the transaction, 1 WCU per like row or view window, 0.5 RCU per 4 KB of keys.
 */
export async function deleteDiscussion(did: number, alongside: TransactItem[] = []): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: discussionLineKey(did),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      { Delete: { TableName: tableName(), Key: discussionBodyKey(did) } },
      ...alongside,
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedInTransaction && error.failedIndexes.includes(0)) return false;
    throw error;
  }
  const rest = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': discussionBodyKey(did).pk },
    ProjectionExpression: 'pk, sk',
  });
  await deleteKeysInBatches(rest.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  return true;
}
