import { boardPageOf, type BoardPage, type BoardPageRequest, type StoredContest } from '@oj/shared';
import type { BoardSnapshotMeta } from '../../data/contest-boards/board-view-item';
import { readSnapshotPositions } from '../../data/contest-boards/board-snapshot-objects';
import {
  readSnapshotLines,
  snapshotLinesAt,
  SnapshotGoneError,
} from '../../data/kit/snapshot/snapshot-lines';
import type { BoardView } from './board-view';
import { boardPagePlan, pinnedPositionsOf } from './board-page-plan';
import { freshSnapshot } from './fresh-snapshot';
import type { RankedRow } from './ranked-board';

/** Rows `from` to `to` of a snapshot, by one ranged read of the blocks that hold them. */
async function rowsAt(meta: BoardSnapshotMeta, from: number, to: number): Promise<Map<number, RankedRow>> {
  const lines = await snapshotLinesAt(meta.key, meta.offsets, from, to);
  return new Map([...lines].map(([position, line]) => [position, JSON.parse(line) as RankedRow]));
}

async function pageFromSnapshot(
  meta: BoardSnapshotMeta,
  request: BoardPageRequest,
): Promise<BoardPage<RankedRow>> {
  const keyword = (request.keyword ?? '').trim();
  if (keyword !== '') {
    // A search filters the whole board: the whole view is read (one GET of the snapshot object).
    const rows = (await readSnapshotLines(meta.key)).map((line) => JSON.parse(line) as RankedRow);
    return boardPageOf(rows, request);
  }
  const wantsPins = (request.viewerUid ?? null) !== null || (request.concernedList ?? []).length > 0;
  const pinned = wantsPins
    ? pinnedPositionsOf(
        await readSnapshotPositions(meta.positionsKey),
        request.viewerUid ?? null,
        request.concernedList ?? [],
      )
    : [];
  const plan = boardPagePlan(meta.rows, pinned, request);
  const pinnedOnPage = plan.positions.slice(
    0,
    plan.positions.length - (plan.boardRun.to - plan.boardRun.from),
  );
  const reads = [
    rowsAt(meta, plan.boardRun.from, plan.boardRun.to),
    ...pinnedOnPage.map((position) => rowsAt(meta, position, position + 1)),
  ];
  const found = new Map<number, RankedRow>();
  for (const rows of await Promise.all(reads)) for (const [position, row] of rows) found.set(position, row);
  return {
    records: plan.positions.flatMap((position) => {
      const row = found.get(position);
      return row ? [row] : [];
    }),
    total: plan.total,
    size: plan.size,
    current: plan.current,
    pages: plan.pages,
  };
}

/**
 * A page of a view of the board: the view's snapshot (fresh as `freshSnapshot` keeps it), then the
 * page's rows by ranged reads of it. A snapshot replaced between reading its key and its rows is
 * gone: the view is read again once.
 */
export async function readBoardPage(
  contest: StoredContest,
  view: BoardView,
  request: BoardPageRequest,
  options: { now: number; rebuild: boolean },
): Promise<BoardPage<RankedRow>> {
  const meta = await freshSnapshot(contest, view, options.now, options.rebuild);
  try {
    return await pageFromSnapshot(meta, request);
  } catch (error) {
    if (!(error instanceof SnapshotGoneError)) throw error;
    return pageFromSnapshot(await freshSnapshot(contest, view, Date.now()), request);
  }
}
