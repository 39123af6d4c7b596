import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../dynamo-client';
import type { ItemKey } from '../../item-key';
import { isConditionFailure } from '../condition-failure';
import { buildUpdate } from '../update-expression';

/*
 * Snapshot kit: the head. A list too costly to rank on every read (a contest board, the site's user
 * ranking, a group's rank) is ranked now and then into an object written once under a new key; one
 * small item, the head, names the object in place and carries the lease of the next rebuild.
 */

/**
 * Take the right to rebuild for `leaseMs`: one conditional write, so of the readers who find the
 * snapshot old only one builds while the others serve the stored one. A failed attempt costs one
 * write unit; a holder that dies leaves a lease that expires.
 */
export async function takeSnapshotLease(head: ItemKey, now: number, leaseMs = 30_000): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: head,
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

/** What saving a head did: whether it was saved, and the head it replaced (whose objects to remove). */
export interface SavedSnapshotHead {
  saved: boolean;
  replaced: Record<string, unknown> | null;
}

/**
 * Point the head at a new snapshot and give the lease back. The snapshot's `order` field (a board's
 * revision, a ranking's build time) must not go back: a slow builder never replaces a newer snapshot.
 * `sameOrderReplaces` lets a snapshot of the same order replace the stored one (a board rebuilt from
 * settled rows of the same revision).
 */
export async function saveSnapshotHead(
  head: ItemKey,
  fields: Readonly<Record<string, unknown>>,
  order: { field: string; sameOrderReplaces: boolean },
): Promise<SavedSnapshotHead> {
  const update = buildUpdate({ set: fields, remove: ['leaseUntil'] });
  if (!update) throw new Error('a snapshot head names its object');
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: head,
        ...update,
        ConditionExpression: `attribute_not_exists(#order) OR #order ${order.sameOrderReplaces ? '<=' : '<'} :order`,
        ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#order': order.field },
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':order': fields[order.field] },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return { saved: true, replaced: Attributes ?? null };
  } catch (error) {
    if (isConditionFailure(error)) return { saved: false, replaced: null };
    throw error;
  }
}
