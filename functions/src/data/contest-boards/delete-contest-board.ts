import { deleteKeysInBatches } from '../kit/batch-delete';
import { queryAll } from '../kit/query-all';
import { boardHeadKey, boardShardCount, boardShardPartition } from './board-keys';
import { deleteContestSnapshots } from './board-snapshot-objects';

/**
 * Remove a contest's board: its rows (every shard), its head and view items, and the snapshot
 * objects. Rows first, the head last, so a delete cut short can simply run again.
 */
export async function deleteContestBoard(cid: number): Promise<void> {
  const partitions = [
    ...Array.from({ length: boardShardCount }, (_, shard) => boardShardPartition(cid, shard)),
    boardHeadKey(cid).pk,
  ];
  for (const pk of partitions) {
    const keys = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
    });
    await deleteKeysInBatches(keys.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  }
  await deleteContestSnapshots(cid);
}
