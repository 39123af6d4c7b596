import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { saveSnapshotHead, takeSnapshotLease } from '../kit/snapshot/snapshot-head';
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
  /**
   * Whether it is final for its revision: built from strongly consistent rows, or from eventually
   * consistent ones read after the rows had settled. One that is not is rebuilt like a stale one.
   */
  settled: boolean;
  rows: number;
  /** Byte offset of rows 0, 50, 100, … and the object's size last (`snapshotLinesAt`). */
  offsets: number[];
}

export interface BoardHead {
  /** Moves with every change of a row; 0 before the first. */
  rowsRevision: number;
  /** When a row last changed (epoch ms); 0 before the first, or on boards older than the field. */
  changedAt: number;
}

const headOf = (item: Record<string, unknown> | undefined): BoardHead => ({
  rowsRevision: Number(item?.rowsRevision ?? 0),
  changedAt: Number(item?.changedAt ?? 0),
});

export interface BoardViewState {
  /** Moves with every change of a row; 0 before the first. */
  rowsRevision: number;
  snapshot: BoardSnapshotMeta | null;
}

/** The board's revision and one view's snapshot: two small reads in parallel (half a unit each). */
export async function readBoardViewState(cid: number, view: string): Promise<BoardViewState> {
  const [head, viewItem] = await Promise.all([
    dynamo().send(new GetCommand({ TableName: tableName(), Key: boardHeadKey(cid) })),
    dynamo().send(new GetCommand({ TableName: tableName(), Key: boardViewKey(cid, view) })),
  ]);
  const item = viewItem.Item;
  return {
    rowsRevision: headOf(head.Item).rowsRevision,
    snapshot:
      item && typeof item.key === 'string'
        ? {
            key: item.key,
            positionsKey: String(item.positionsKey),
            revision: Number(item.revision),
            contestStamp: String(item.contestStamp ?? ''),
            builtAt: Number(item.builtAt),
            // Snapshots from before the field were built from strongly consistent rows.
            settled: item.settled !== false,
            rows: Number(item.rows),
            offsets: (item.offsets as number[]).map(Number),
          }
        : null,
  };
}

/** The board's head, read strongly: what a rebuild starts from. */
export async function readBoardHead(cid: number): Promise<BoardHead> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: boardHeadKey(cid), ConsistentRead: true }),
  );
  return headOf(Item);
}

/** Take the right to rebuild a view (`takeSnapshotLease`): one reader rebuilds, the others serve. */
export function takeBoardLease(cid: number, view: string, now: number): Promise<boolean> {
  return takeSnapshotLease(boardViewKey(cid, view), now);
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
  const { saved } = await saveSnapshotHead(
    boardViewKey(cid, view),
    { ...meta },
    { field: 'revision', sameOrderReplaces: true },
  );
  return saved;
}
