import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
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
    for (let start = 0; start < keys.length; start += 25) {
      let pending: Record<string, unknown>[] = keys
        .slice(start, start + 25)
        .map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
      while (pending.length > 0) {
        const output = await dynamo().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
        );
        pending = (output.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined) ?? [];
      }
    }
  }
  await deleteContestSnapshots(cid);
}
