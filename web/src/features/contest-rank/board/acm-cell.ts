import type { AcmContestRankRow } from '@oj/shared/api/contest-rank';

/** One ACM cell as the server sends it (contract `ACMContestRankVO.submissionInfo` values). */
export type AcmCellInfo = AcmContestRankRow['submissionInfo'][string];

/**
 * The five cell classes of spec part 2 §2 (ACM), plus a cell never tried. The order of the checks is
 * the spec's: an answer accepted after the end is its own class even when it is also the first
 * accepted one shown; a solve hides any later try; a try whose result is hidden (frozen board, or
 * still judging) shows as pending even after rejected ones.
 */
export type AcmCellClass = 'after-contest-ac' | 'first-ac' | 'ac' | 'pending' | 'wrong' | 'untried';

export function acmCellClassOf(cell: AcmCellInfo | undefined): AcmCellClass {
  if (!cell) return 'untried';
  if (cell.isAC && cell.isAfterContest) return 'after-contest-ac';
  if (cell.isAC) return cell.isFirstAC ? 'first-ac' : 'ac';
  if ((cell.tryNum ?? 0) > 0) return 'pending';
  if (cell.errorNum > 0) return 'wrong';
  return 'untried';
}

/** Seconds from the start as the board shows them: whole minutes, rounded down (spec part 2 §2). */
export function minutesOf(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / 60);
}

/** What a cell prints: the solving minute over the tries, as ICPC boards do. */
export interface AcmCellText {
  /** The minute of the solve; empty when not solved. */
  minute: string;
  /**
   * Tries: `1`, `3` for a solve (the accepted one counted), `-2` rejected, `2+1` pending (known
   * tries, then hidden ones); empty when untried.
   */
  tries: string;
}

export function acmCellTextOf(cell: AcmCellInfo | undefined): AcmCellText {
  const cellClass = acmCellClassOf(cell);
  if (!cell || cellClass === 'untried') return { minute: '', tries: '' };
  if (cell.isAC) return { minute: String(minutesOf(cell.ACTime ?? 0)), tries: String(cell.errorNum + 1) };
  if (cellClass === 'pending') {
    const hidden = cell.tryNum ?? 0;
    return { minute: '', tries: cell.errorNum > 0 ? `${cell.errorNum}+${hidden}` : `+${hidden}` };
  }
  return { minute: '', tries: `-${cell.errorNum}` };
}
