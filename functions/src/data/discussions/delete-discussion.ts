import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import type { ItemKey } from '../item-key';
import { queryAll } from '../kit/query-all';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { discussionBodyKey, discussionLineKey } from './discussion-keys';

const batchLimit = 25;

async function deleteInBatches(keys: readonly ItemKey[]): Promise<void> {
  for (let start = 0; start < keys.length; start += batchLimit) {
    let pending: Record<string, unknown>[] = keys
      .slice(start, start + batchLimit)
      .map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    while (pending.length > 0) {
      const output = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (output.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined) ?? [];
    }
  }
}

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
  await deleteInBatches(rest.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  return true;
}
