import { queryAll } from '../kit/query-all';
import { boardShardCount, boardShardPartition } from './board-keys';
import { boardRowFromItem, type BoardRow } from './board-row-item';

/**
 * Every row of a contest's board: one Query per shard, all in parallel (each billed for what it
 * reads, about one read unit per 4 KB of rows strongly consistent, half that eventually consistent).
 * Used to build a snapshot, never per page.
 */
export async function readBoardRows(cid: number, consistent = true): Promise<BoardRow[]> {
  const shards = await Promise.all(
    Array.from({ length: boardShardCount }, (_, shard) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': boardShardPartition(cid, shard) },
        ConsistentRead: consistent,
      }),
    ),
  );
  return shards.flat().map(boardRowFromItem);
}
