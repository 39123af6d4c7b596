import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { saveSnapshotHead, takeSnapshotLease } from '../kit/snapshot/snapshot-head';
import { rankSnapshotHeadKey } from './rank-snapshot-keys';

/** Where the last stored snapshot is, as the head item says. */
export interface RankSnapshotHead {
  /** The object holding it. */
  key: string;
  /** When its build started (epoch ms). */
  builtAt: number;
  /** The object's layout; a head of another layout is built again rather than read. */
  format: number;
}

/**
 * The head, or null before the first build. Eventually consistent (0.5 RCU) unless `consistent`: a
 * reader whose object was already replaced and removed asks again consistently.
 */
export async function readRankSnapshotHead(consistent = false): Promise<RankSnapshotHead | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: rankSnapshotHeadKey, ConsistentRead: consistent }),
  );
  if (!Item || typeof Item.key !== 'string') return null;
  return { key: Item.key, builtAt: Number(Item.builtAt), format: Number(Item.format ?? 0) };
}

/** Take the right to rebuild the ranking (`takeSnapshotLease`): one caller builds, the others serve. */
export function takeRankSnapshotLease(now: number): Promise<boolean> {
  return takeSnapshotLease(rankSnapshotHeadKey, now);
}

/** What saving a head did: whether it was saved, and the object it replaced (to remove). */
export interface SavedRankSnapshotHead {
  saved: boolean;
  replacedKey: string | null;
}

/**
 * Point the head at a new snapshot and give the lease back. A snapshot whose build started before the
 * stored one's is refused, so a slow builder never replaces a newer ranking.
 */
export async function saveRankSnapshotHead(head: RankSnapshotHead): Promise<SavedRankSnapshotHead> {
  const { saved, replaced } = await saveSnapshotHead(
    rankSnapshotHeadKey,
    { ...head },
    { field: 'builtAt', sameOrderReplaces: false },
  );
  const replacedKey: unknown = replaced?.key;
  return { saved, replacedKey: typeof replacedKey === 'string' ? replacedKey : null };
}
