import {
  contestType,
  type AcmCellView,
  type AcmRankRowView,
  type OiRankRow,
  type StoredContest,
} from '@oj/shared';
import type { SheetCell } from './xlsx-sheet';

/*
 * The board as the original server's spreadsheet lays it out: one row per contestant in board order,
 * the identity columns, the totals of the contest's rule, then a column per problem.
 */

const identityHeads = ['Rank', 'Username', 'ShowName', 'Real Name', 'School'];
const acmTotalHeads = ['AC', 'Total Submission', 'Total Penalty Time'];
const oiTotalHeads = ['Total Score'];

/** The name the board shows (`rankShowName`), as the ShowName column. */
function shownName(
  row: { username: string; nickname: string; realname: string },
  rankShowName: string,
): string {
  if (rankShowName === 'realname') return row.realname;
  if (rankShowName === 'nickname') return row.nickname;
  return row.username;
}

/**
 * An ACM cell as text: `+(n)` solved on the n-th try (`*` after it when solved only after the end),
 * `-(n)` n rejected tries, `-(n+m)` with m more still judging or hidden by the freeze, `?(m)` only
 * those; empty when not tried.
 */
export function acmCellText(cell: AcmCellView | undefined): string {
  if (!cell) return '';
  const hidden = cell.tryNum ?? 0;
  if (cell.isAC) return `+(${cell.errorNum + 1})${cell.isAfterContest ? '*' : ''}`;
  if (cell.errorNum > 0 && hidden > 0) return `-(${cell.errorNum}+${hidden})`;
  if (cell.errorNum > 0) return `-(${cell.errorNum})`;
  return hidden > 0 ? `?(${hidden})` : '';
}

function identityCells(row: AcmRankRowView | OiRankRow, rankShowName: string): SheetCell[] {
  return [
    row.rank === -1 ? '*' : row.rank,
    row.username,
    shownName(row, rankShowName),
    row.realname,
    row.school,
  ];
}

/** The sheet's rows, the heading first. `rows` are the board's, in its order. */
export function contestRankSheet(
  contest: Pick<StoredContest, 'type' | 'rankShowName'>,
  problemDisplayIds: readonly string[],
  rows: readonly (AcmRankRowView | OiRankRow)[],
): SheetCell[][] {
  if (contest.type === contestType.acm) {
    const heading = [...identityHeads, ...acmTotalHeads, ...problemDisplayIds];
    return [
      heading,
      ...(rows as readonly AcmRankRowView[]).map((row) => [
        ...identityCells(row, contest.rankShowName),
        row.ac,
        row.total,
        row.totalTime,
        ...problemDisplayIds.map((displayId) => acmCellText(row.submissionInfo[displayId])),
      ]),
    ];
  }
  const heading = [...identityHeads, ...oiTotalHeads, ...problemDisplayIds];
  return [
    heading,
    ...(rows as readonly OiRankRow[]).map((row) => [
      ...identityCells(row, contest.rankShowName),
      row.totalScore,
      ...problemDisplayIds.map((displayId) => row.submissionInfo[displayId] ?? ''),
    ]),
  ];
}
