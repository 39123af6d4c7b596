import type { RankShowName } from '../contest';
import type { ContestantIdentity } from './board-facts';

/** Page sizes a board offers (spec 001 §2) and the one used when none is asked. */
export const boardPageSizes = [10, 30, 50, 100, 300] as const;
export const defaultBoardPageSize = 50;

/** What a board read asks (the paging part of the contract's ContestRankDTO). */
export interface BoardPageRequest {
  currentPage?: number | null;
  limit?: number | null;
  keyword?: string | null;
  /** The viewer's uid: their row is copied to the top; null for a visitor. */
  viewerUid?: string | null;
  /** uids whose rows are copied to the top after the viewer's. */
  concernedList?: readonly string[] | null;
  /** The name the board shows, and that `keyword` searches. */
  rankShowName: RankShowName;
}

/** A page as the original server answers it (the client reads `records` and `total`). */
export interface BoardPage<Row> {
  records: Row[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** `currentPage` and `limit` after the contract's fallbacks: missing or below 1 means the default. */
export function boardPagingOf(request: Pick<BoardPageRequest, 'currentPage' | 'limit'>): {
  current: number;
  size: number;
} {
  const askedPage = request.currentPage ?? 0;
  const askedLimit = request.limit ?? 0;
  const current = askedPage >= 1 ? Math.floor(askedPage) : 1;
  const size = askedLimit >= 1 ? askedLimit : defaultBoardPageSize;
  if (!(boardPageSizes as readonly number[]).includes(size)) {
    throw new RangeError(`limit must be one of ${boardPageSizes.join(', ')}, not ${size}`);
  }
  return { current, size };
}

/** Whether a row matches `keyword` (already trimmed and lower-cased): its school or its shown name contains it. */
function matchesKeyword(row: ContestantIdentity, keyword: string, rankShowName: RankShowName): boolean {
  return row.school.toLowerCase().includes(keyword) || row[rankShowName].toLowerCase().includes(keyword);
}

/**
 * One page of a ranked board. Copies of the viewer's row and then of each concerned contestant's
 * row (in board order) are put above the board, so page 1 starts with them and `total` counts them;
 * the copies are shown whatever the keyword, which filters only the board below them, on the school
 * or the shown name, ignoring case.
 */
export function boardPageOf<Row extends ContestantIdentity>(
  rows: readonly Row[],
  request: BoardPageRequest,
): BoardPage<Row> {
  const { current, size } = boardPagingOf(request);
  const viewerUid = request.viewerUid ?? null;
  const concerned = new Set((request.concernedList ?? []).filter((uid) => uid !== viewerUid));
  const viewerRow = viewerUid === null ? [] : rows.filter((row) => row.uid === viewerUid).slice(0, 1);
  const pinned = [...viewerRow, ...rows.filter((row) => concerned.has(row.uid))];
  const keyword = (request.keyword ?? '').trim().toLowerCase();
  const board =
    keyword === '' ? rows : rows.filter((row) => matchesKeyword(row, keyword, request.rankShowName));
  const listed = [...pinned, ...board];
  const start = (current - 1) * size;
  return {
    records: listed.slice(start, start + size),
    total: listed.length,
    size,
    current,
    pages: Math.ceil(listed.length / size),
  };
}
