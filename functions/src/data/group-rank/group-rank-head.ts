import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { saveSnapshotHead, takeSnapshotLease } from '../kit/snapshot/snapshot-head';
import { groupLineKey } from '../groups/group-keys';
import { groupRankHeadKey } from './group-rank-keys';

/** What the head of a group's rank snapshot says, and what has happened since. */
export interface GroupRankHead {
  /** The object holding the last snapshot; null before the first build. */
  key: string | null;
  /** When its build started (epoch ms). */
  builtAt: number;
  /** The object's layout; a head of another layout is built again rather than read. */
  format: number;
  /** Row writes so far (every write of a member's row adds one). */
  changes: number;
  /** `changes` as the last build read it. */
  builtChanges: number;
  /** The group's count of members proper as the last build read it. */
  builtMemberCount: number;
}

/**
 * The head (one GetItem, 0.5 RCU) and the group's count of members proper from its catalogue line
 * (one GetItem, 0.5 RCU), in parallel: together they say whether the snapshot is behind. A head that
 * does not exist yet reads as no snapshot and no change.
 */
export async function readGroupRankHead(
  gid: number,
  consistent = false,
): Promise<{ head: GroupRankHead; memberCount: number }> {
  const [head, line] = await Promise.all([
    dynamo().send(
      new GetCommand({ TableName: tableName(), Key: groupRankHeadKey(gid), ConsistentRead: consistent }),
    ),
    dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: groupLineKey(gid),
        ProjectionExpression: 'memberCount',
        ConsistentRead: consistent,
      }),
    ),
  ]);
  const item = head.Item ?? {};
  return {
    head: {
      key: typeof item.key === 'string' ? item.key : null,
      builtAt: Number(item.builtAt ?? 0),
      format: Number(item.format ?? 0),
      changes: Number(item.changes ?? 0),
      builtChanges: Number(item.builtChanges ?? 0),
      builtMemberCount: Number(item.builtMemberCount ?? -1),
    },
    memberCount: Number(line.Item?.memberCount ?? 0),
  };
}

/** Take the right to rebuild the group's rank: one caller builds, the others serve the stored one. */
export function takeGroupRankLease(gid: number, now: number): Promise<boolean> {
  return takeSnapshotLease(groupRankHeadKey(gid), now);
}

/**
 * Point the head at a new snapshot (and give the lease back), unless a snapshot whose build started
 * later is stored already. Answers whether it was saved and the object key it replaced.
 */
export async function saveGroupRankHead(
  gid: number,
  head: Pick<GroupRankHead, 'builtAt' | 'format' | 'builtChanges' | 'builtMemberCount'> & { key: string },
): Promise<{ saved: boolean; replacedKey: string | null }> {
  const { saved, replaced } = await saveSnapshotHead(
    groupRankHeadKey(gid),
    { ...head },
    { field: 'builtAt', sameOrderReplaces: false },
  );
  const replacedKey: unknown = replaced?.key;
  return { saved, replacedKey: typeof replacedKey === 'string' ? replacedKey : null };
}
