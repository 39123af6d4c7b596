import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { boardHeadKey, boardViewKey } from './board-keys';

/** Where one view's ranked snapshot is, as its item (`BOARD#<cid>` / `VIEW#<view>`) says. */
export interface BoardSnapshotMeta {
  /** The object holding the ranked rows, one JSON line each. */
  key: string;
  /** The object mapping each uid on the board to its position. */
  positionsKey: string;
  /** The board's `rowsRevision` it was built from. */
  revision: number;
  /** The contest's `gmtModified` it was built with (stars, awards, seal and names come from it). */
  contestStamp: string;
  /** When it was built (epoch ms). */
  builtAt: number;
  rows: number;
  /** Byte offset of rows 0, 50, 100, …, and the object's size last: any run of rows is one ranged read. */
  offsets: number[];
}

export interface BoardViewState {
  /** Moves with every change of a row; 0 before the first. */
  rowsRevision: number;
  snapshot: BoardSnapshotMeta | null;
}

/** Rows per offset kept on the view item. */
export const rowsPerOffset = 50;

/** The board's revision and one view's snapshot: two small reads in parallel (half a unit each). */
export async function readBoardViewState(cid: number, view: string): Promise<BoardViewState> {
  const [head, viewItem] = await Promise.all([
    dynamo().send(new GetCommand({ TableName: tableName(), Key: boardHeadKey(cid) })),
    dynamo().send(new GetCommand({ TableName: tableName(), Key: boardViewKey(cid, view) })),
  ]);
  const item = viewItem.Item;
  return {
    rowsRevision: Number(head.Item?.rowsRevision ?? 0),
    snapshot:
      item && typeof item.key === 'string'
        ? {
            key: item.key,
            positionsKey: String(item.positionsKey),
            revision: Number(item.revision),
            contestStamp: String(item.contestStamp ?? ''),
            builtAt: Number(item.builtAt),
            rows: Number(item.rows),
            offsets: (item.offsets as number[]).map(Number),
          }
        : null,
  };
}

/** The board's revision, read strongly: what a rebuild starts from. */
export async function readRowsRevision(cid: number): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: boardHeadKey(cid), ConsistentRead: true }),
  );
  return Number(Item?.rowsRevision ?? 0);
}

/**
 * Take the right to rebuild a view for `leaseMs`: one conditional write, so among readers who find
 * the snapshot stale only one rebuilds while the others serve what there is. A holder that dies
 * leaves a lease that expires.
 */
export async function takeBoardLease(
  cid: number,
  view: string,
  now: number,
  leaseMs = 30_000,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: boardViewKey(cid, view),
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

/**
 * Point a view at a new snapshot and give its lease back. A snapshot of an older revision than the
 * one in place is refused (a slow builder never replaces a newer board); answers whether it was saved.
 */
export async function saveBoardSnapshot(
  cid: number,
  view: string,
  meta: BoardSnapshotMeta,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: boardViewKey(cid, view),
        UpdateExpression:
          'SET #key = :key, positionsKey = :positionsKey, revision = :revision, contestStamp = :contestStamp, builtAt = :builtAt, #rows = :rows, offsets = :offsets REMOVE leaseUntil',
        ConditionExpression: 'attribute_not_exists(revision) OR revision <= :revision',
        ExpressionAttributeNames: { '#key': 'key', '#rows': 'rows' },
        ExpressionAttributeValues: {
          ':key': meta.key,
          ':positionsKey': meta.positionsKey,
          ':revision': meta.revision,
          ':contestStamp': meta.contestStamp,
          ':builtAt': meta.builtAt,
          ':rows': meta.rows,
          ':offsets': meta.offsets,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
