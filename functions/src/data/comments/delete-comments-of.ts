import type { ItemKey } from '../item-key';
import { deleteKeysInBatches } from '../kit/batch-delete';
import { queryAll } from '../kit/query-all';
import { commentCountKey, commentKey, commentListPartition, type CommentSource } from './comment-keys';

/** Every item of one comment's partition (the comment, its replies, its like rows), by key. */
export async function commentPartitionKeys(commentId: number): Promise<ItemKey[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': commentKey(commentId).pk },
    ProjectionExpression: 'pk, sk',
  });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

/**
 * Deletes every comment of a discussion or contest with its replies and like rows (the discussion's
 * delete calls it after removing the discussion). One Query of the source's list index, one Query per
 * comment's partition, BatchWrite deletes (1 WCU per item). Each comment's own item goes last, so a
 * delete cut short leaves comments still listed and deletable, never orphaned replies.
 */
export async function deleteCommentsOf(source: CommentSource): Promise<void> {
  const listed = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': commentListPartition(source) },
    ProjectionExpression: 'pk, sk, id',
  });
  for (const item of listed) {
    const commentId = Number(item.id);
    const head = commentKey(commentId);
    const keys = await commentPartitionKeys(commentId);
    await deleteKeysInBatches(keys.filter((key) => key.sk !== head.sk));
    await deleteKeysInBatches([head]);
  }
  await deleteKeysInBatches([commentCountKey(source)]);
}
