import { boardSnapshotPrefix } from '@oj/shared';
import { createHash } from 'node:crypto';
import { keyOf, type ItemKey } from '../item-key';

/**
 * A contest's board lives in partitions of its own, apart from the contest's (`CONTEST#<cid>`), so a
 * burst of verdicts never writes where the contest's readers read:
 * - `BOARD#<cid>` / `HEAD`: `rowsRevision`, moved by every change of a row;
 * - `BOARD#<cid>` / `VIEW#<view>`: where the ranked snapshot of one view lives, and its lease;
 * - `BOARD#<cid>#<shard>` / `ROW#<uid>`: one row per contestant, spread over `boardShardCount`
 *   partitions by a hash of the uid, so the rows are read in parallel and writes spread.
 */
export const boardShardCount = 8;

export function boardHeadKey(cid: number): ItemKey {
  return { pk: keyOf('BOARD', cid), sk: 'HEAD' };
}

export function boardViewKey(cid: number, view: string): ItemKey {
  return { pk: keyOf('BOARD', cid), sk: keyOf('VIEW', view) };
}

/** The shard (0..7) a contestant's row is in: a stable hash of the uid. */
export function boardShardOf(uid: string): number {
  return (createHash('sha1').update(uid).digest()[0] ?? 0) % boardShardCount;
}

export function boardShardPartition(cid: number, shard: number): string {
  return `${keyOf('BOARD', cid)}#${shard}`;
}

export function boardRowKey(cid: number, uid: string): ItemKey {
  return { pk: boardShardPartition(cid, boardShardOf(uid)), sk: keyOf('ROW', uid) };
}

/** Where a contest's snapshots are kept in the private test-data bucket. */
export function boardObjectPrefix(cid: number): string {
  return `${boardSnapshotPrefix}${cid}/`;
}
