import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
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

/**
 * Take the right to rebuild for `leaseMs`: one conditional write, so of the readers who find the
 * snapshot old only one builds while the others serve the stored one. A failed attempt costs one
 * write unit; a holder that dies leaves a lease that expires.
 */
export async function takeRankSnapshotLease(now: number, leaseMs = 30_000): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rankSnapshotHeadKey,
        UpdateExpression: 'SET leaseUntil = :until',
        ConditionExpression: 'attribute_not_exists(leaseUntil) OR leaseUntil < :now',
        ExpressionAttributeValues: { ':until': now + leaseMs, ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
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
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rankSnapshotHeadKey,
        UpdateExpression: 'SET #key = :key, builtAt = :builtAt, #format = :format REMOVE leaseUntil',
        ConditionExpression: 'attribute_not_exists(builtAt) OR builtAt < :builtAt',
        ExpressionAttributeNames: { '#key': 'key', '#format': 'format' },
        ExpressionAttributeValues: { ':key': head.key, ':builtAt': head.builtAt, ':format': head.format },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    const replaced: unknown = Attributes?.key;
    return { saved: true, replacedKey: typeof replaced === 'string' ? replaced : null };
  } catch (error) {
    if (isConditionFailure(error)) return { saved: false, replacedKey: null };
    throw error;
  }
}
