import { randomUUID } from 'node:crypto';
import { rankSnapshotPartition, rankSnapshotPrefix } from '@oj/shared';
import type { ItemKey } from '../item-key';

/**
 * The ranking's snapshot is built once for the whole site and stored:
 * - `RANKING` / `SNAPSHOT`: the head, naming the object of the last snapshot, when it was built, and
 *   the lease of its next rebuild;
 * - `ranking/<built at>-<uuid>.json` in the private test-data bucket: the snapshot itself, written once
 *   under a new key and never changed, so a reader holding a key reads the snapshot it was told of.
 */
export const rankSnapshotHeadKey: ItemKey = { pk: rankSnapshotPartition, sk: 'SNAPSHOT' };

export function rankSnapshotObjectKey(builtAt: number): string {
  return `${rankSnapshotPrefix}${String(builtAt).padStart(15, '0')}-${randomUUID()}.json`;
}
