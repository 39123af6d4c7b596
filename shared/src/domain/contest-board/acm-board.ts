import { type AcmCell, type AcmCellView, acmCellPenalty, acmCellView, isCountedSolve } from './acm-cell';
import type { AwardFields, ContestantIdentity } from './board-facts';
import { compareByName, numberRanks, starSetOf } from './rank-order';

/** A contestant with a cell per problem display id (only problems they tried). */
export interface AcmContestant {
  identity: ContestantIdentity;
  cells: Record<string, AcmCell>;
}

/** A row of the ACM board (contract ACMContestRankVO), before the view drops internal fields. */
export interface AcmRankRow extends ContestantIdentity, AwardFields {
  /** 1-based, shared by tied rows; -1 for a star account. */
  rank: number;
  /** Problems solved in time. */
  ac: number;
  /** Tries shown on the board: rejected, pending or hidden ones, and the solves. */
  total: number;
  /** Seconds: Σ over solved problems of ACTime + 20 minutes × errorNum. */
  totalTime: number;
  submissionInfo: Record<string, AcmCell>;
}

export type AcmRankRowView = Omit<AcmRankRow, 'submissionInfo'> & {
  submissionInfo: Record<string, AcmCellView>;
};

/** The row's figures, all derived from its cells. */
export function acmTotalsOf(cells: Record<string, AcmCell>): Pick<AcmRankRow, 'ac' | 'total' | 'totalTime'> {
  let ac = 0;
  let total = 0;
  let totalTime = 0;
  for (const cell of Object.values(cells)) {
    const solved = isCountedSolve(cell);
    ac += solved ? 1 : 0;
    total += cell.errorNum + (cell.tryNum ?? 0) + (solved ? 1 : 0);
    totalTime += acmCellPenalty(cell);
  }
  return { ac, total, totalTime };
}

/** Board order: more problems solved first, then less time, then by name (`compareByName`). */
export function compareAcmRows(
  a: Pick<AcmRankRow, 'ac' | 'totalTime' | 'username' | 'uid'>,
  b: Pick<AcmRankRow, 'ac' | 'totalTime' | 'username' | 'uid'>,
): number {
  return b.ac - a.ac || a.totalTime - b.totalTime || compareByName(a, b);
}

/** A solve as first blood compares it: earlier second first, then the smaller submit id. */
interface Solve {
  uid: string;
  ACTime: number;
  submitId: number;
}

function isEarlierSolve(a: Solve, b: Solve): boolean {
  return a.ACTime !== b.ACTime ? a.ACTime < b.ACTime : a.submitId < b.submitId;
}

/**
 * First blood per problem display id: the uid of the earliest solve in time by a contestant who is
 * not a star account. Two solves in the same second go to the smaller submit id (the one the
 * judge received first), so a problem has at most one first blood.
 */
export function firstBloodsOf(
  contestants: readonly AcmContestant[],
  starAccount: readonly string[],
): Map<string, string> {
  const stars = starSetOf(starAccount);
  const earliest = new Map<string, Solve>();
  for (const { identity, cells } of contestants) {
    if (stars.has(identity.username)) continue;
    for (const [displayId, cell] of Object.entries(cells)) {
      if (!isCountedSolve(cell)) continue;
      const solve = { uid: identity.uid, ACTime: cell.ACTime ?? 0, submitId: cell.acSubmitId ?? 0 };
      const best = earliest.get(displayId);
      if (best === undefined || isEarlierSolve(solve, best)) earliest.set(displayId, solve);
    }
  }
  return new Map([...earliest].map(([displayId, solve]) => [displayId, solve.uid]));
}

/**
 * The ranked ACM board: rows sorted by `compareAcmRows`, tied rows (same `ac` and `totalTime`)
 * sharing a rank, star accounts ranked -1 and skipped by the numbering, first bloods marked. No
 * awards yet (`applyAwards`).
 */
export function rankAcmBoard(
  contestants: readonly AcmContestant[],
  starAccount: readonly string[],
): AcmRankRow[] {
  const stars = starSetOf(starAccount);
  const firstBloods = firstBloodsOf(contestants, starAccount);
  const rows = contestants.map(({ identity, cells }): AcmRankRow => {
    const submissionInfo: Record<string, AcmCell> = {};
    for (const [displayId, cell] of Object.entries(cells)) {
      submissionInfo[displayId] = isCountedSolve(cell)
        ? { ...cell, isFirstAC: firstBloods.get(displayId) === identity.uid }
        : { ...cell };
    }
    return { ...identity, rank: 0, isWinAward: false, ...acmTotalsOf(cells), submissionInfo };
  });
  rows.sort(compareAcmRows);
  const ranks = numberRanks(
    rows,
    (row) => stars.has(row.username),
    (a, b) => a.ac === b.ac && a.totalTime === b.totalTime,
  );
  return rows.map((row, index) => ({ ...row, rank: ranks[index] ?? -1 }));
}

/** The board without star accounts (`removeStar`); the other rows keep their ranks. */
export function removeStarRows<Row extends { username: string }>(
  rows: readonly Row[],
  starAccount: readonly string[],
): Row[] {
  const stars = starSetOf(starAccount);
  return rows.filter((row) => !stars.has(row.username));
}

/** The row as the client receives it. */
export function acmRankRowView(row: AcmRankRow): AcmRankRowView {
  const submissionInfo: Record<string, AcmCellView> = {};
  for (const [displayId, cell] of Object.entries(row.submissionInfo))
    submissionInfo[displayId] = acmCellView(cell);
  return { ...row, submissionInfo };
}
