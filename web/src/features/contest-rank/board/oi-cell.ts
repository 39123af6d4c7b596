import type { OiContestRankRow } from '@oj/shared/api/contest-rank';

/**
 * The OI cell classes of spec part 2 §2, plus a problem never tried. A problem's full score is its
 * accepted verdict, which the board marks by giving the problem a run time in `timeInfo` (only
 * full-score problems have one), so problems worth other than 100 points read right too.
 */
export type OiCellClass = 'full' | 'partial' | 'zero' | 'untried';

export function oiCellClassOf(
  row: Pick<OiContestRankRow, 'submissionInfo' | 'timeInfo'>,
  displayId: string,
): OiCellClass {
  const score = row.submissionInfo[displayId];
  if (score === undefined) return 'untried';
  if (row.timeInfo[displayId] !== undefined) return 'full';
  return score > 0 ? 'partial' : 'zero';
}
