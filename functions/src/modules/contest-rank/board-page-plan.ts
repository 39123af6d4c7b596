import { boardPagingOf, type BoardPageRequest } from '@oj/shared';

/** Which rows of a ranked board one page shows, by their positions on the board. */
export interface BoardPagePlan {
  /** Board positions of the page's records, in order (a pinned copy is its row's position). */
  positions: number[];
  /** The run of the board below the pinned copies that the page shows: positions `from` to `to`. */
  boardRun: { from: number; to: number };
  total: number;
  size: number;
  current: number;
  pages: number;
}

/**
 * The paging of `boardPageOf` without the rows: the board has `rowCount` rows, and `pinnedPositions`
 * are the positions of the viewer's row and of the concerned contestants' rows (viewer first, then
 * the others in board order), copied above the board. Page `current` of `size` rows covers places
 * `(current - 1) × size` onwards of the pinned copies followed by the board. No keyword: a keyword
 * filters the board, which then needs every row.
 */
export function boardPagePlan(
  rowCount: number,
  pinnedPositions: readonly number[],
  request: Pick<BoardPageRequest, 'currentPage' | 'limit'>,
): BoardPagePlan {
  const { current, size } = boardPagingOf(request);
  const pinned = pinnedPositions.length;
  const total = pinned + rowCount;
  const start = (current - 1) * size;
  const end = Math.min(start + size, total);
  const from = Math.min(Math.max(start - pinned, 0), rowCount);
  const to = Math.max(Math.min(end - pinned, rowCount), from);
  const positions: number[] = [];
  positions.push(...pinnedPositions.slice(Math.min(start, pinned), Math.min(end, pinned)));
  for (let position = from; position < to; position += 1) positions.push(position);
  return { positions, boardRun: { from, to }, total, size, current, pages: Math.ceil(total / size) };
}

/**
 * The positions of the pinned copies: the viewer's row first, then each concerned contestant's in
 * board order; a uid without a row on this board has no copy.
 */
export function pinnedPositionsOf(
  positions: Readonly<Record<string, number>>,
  viewerUid: string | null,
  concernedList: readonly string[],
): number[] {
  const viewerPosition = viewerUid === null ? undefined : positions[viewerUid];
  const viewer = viewerPosition === undefined ? [] : [viewerPosition];
  const concerned = [...new Set(concernedList)]
    .filter((uid) => uid !== viewerUid)
    .flatMap((uid) => (positions[uid] === undefined ? [] : [positions[uid]]))
    .sort((a, b) => a - b);
  return [...viewer, ...concerned];
}
