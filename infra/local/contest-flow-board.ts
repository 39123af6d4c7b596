import { judgeStatus, type AcmContestRankRow } from '@oj/shared';
import {
  expectedFirstBloods,
  expectedRows,
  flowProblems,
  penaltySecondsPerTry,
  type ContestantNumber,
  type FlowDisplayId,
} from './contest-flow-plan';

/*
 * The scripted contest's board: the expected one, from the plan's hand-stated ranks, tries and first
 * bloods plus the submit times the server reported; how a board read differs from it; and the board
 * as text.
 */

/** A contest submission as the contest's submission list reports it. */
export interface ReportedSubmission {
  submitId: number;
  username: string;
  displayId: string;
  status: number;
  submitTime: string;
}

/** The figures of a cell the flow checks. */
export interface ExpectedCell {
  isAC: boolean;
  errorNum: number;
  isFirstAC: boolean;
}

export interface ExpectedBoardRow {
  rank: number;
  username: string;
  ac: number;
  /** Seconds. */
  totalTime: number;
  cells: Record<string, ExpectedCell>;
}

/**
 * The expected board: the plan's rows in rank order, each solve's time being the seconds (rounded
 * down) from the contest's start to the submit time of the contestant's accepted answer, plus 20
 * minutes per rejected try before it.
 */
export function expectedBoard(
  usernameOf: (contestant: ContestantNumber) => string,
  startTime: string,
  submissions: readonly ReportedSubmission[],
): ExpectedBoardRow[] {
  const start = Date.parse(startTime);
  return expectedRows.map((row) => {
    const username = usernameOf(row.contestant);
    const cells: Record<string, ExpectedCell> = {};
    let totalTime = 0;
    for (const [displayId, rejected] of Object.entries(row.solved) as [FlowDisplayId, number][]) {
      const accepted = submissions.find(
        (submission) =>
          submission.username === username &&
          submission.displayId === displayId &&
          submission.status === judgeStatus.accepted,
      );
      if (!accepted)
        throw new Error(`no accepted answer of ${username} to ${displayId} in the contest's submissions`);
      totalTime +=
        Math.floor((Date.parse(accepted.submitTime) - start) / 1000) + penaltySecondsPerTry * rejected;
      cells[displayId] = {
        isAC: true,
        errorNum: rejected,
        isFirstAC: expectedFirstBloods[displayId] === row.contestant,
      };
    }
    for (const [displayId, rejected] of Object.entries(row.unsolved) as [FlowDisplayId, number][])
      cells[displayId] = { isAC: false, errorNum: rejected, isFirstAC: false };
    return { rank: row.rank, username, ac: Object.keys(row.solved).length, totalTime, cells };
  });
}

/** Every way the board read differs from the expected one, each naming what was expected; none when equal. */
export function boardDifferences(
  expected: readonly ExpectedBoardRow[],
  rows: readonly AcmContestRankRow[],
): string[] {
  const differences: string[] = [];
  if (rows.length !== expected.length)
    differences.push(
      `expected ${expected.length} rows (${expected.map((row) => row.username).join(', ')}), got ${rows.length} (${rows.map((row) => row.username).join(', ')})`,
    );
  expected.forEach((want, index) => {
    const got = rows[index];
    const place = `row ${index + 1}`;
    if (!got) return;
    if (got.username !== want.username) {
      differences.push(`${place}: expected ${want.username}, got ${got.username}`);
      return;
    }
    for (const field of ['rank', 'ac', 'totalTime'] as const)
      if (got[field] !== want[field])
        differences.push(`${place} ${want.username}: expected ${field} ${want[field]}, got ${got[field]}`);
    const displayIds = new Set([...Object.keys(want.cells), ...Object.keys(got.submissionInfo)]);
    for (const displayId of [...displayIds].sort()) {
      const wantCell = want.cells[displayId] ?? { isAC: false, errorNum: 0, isFirstAC: false };
      const gotCell = got.submissionInfo[displayId];
      const seen = {
        isAC: gotCell?.isAC ?? false,
        errorNum: gotCell?.errorNum ?? 0,
        isFirstAC: gotCell?.isFirstAC ?? false,
      };
      for (const field of ['isAC', 'errorNum', 'isFirstAC'] as const)
        if (seen[field] !== wantCell[field])
          differences.push(
            `${place} ${want.username} ${displayId}: expected ${field} ${wantCell[field]}, got ${seen[field]}`,
          );
      if (gotCell?.tryNum)
        differences.push(`${place} ${want.username} ${displayId}: ${gotCell.tryNum} tries still pending`);
    }
  });
  return differences;
}

/** Seconds as h:mm:ss, the way a board shows times. */
export function clockOf(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * A cell as a board prints it: `+` and the solve time for a solve (with the rejected tries before
 * it, `+2`), `*` after a first blood, `-n` for n rejected tries without a solve, `?n` for pending
 * ones, `.` for an untried problem.
 */
export function cellText(cell: AcmContestRankRow['submissionInfo'][string] | undefined): string {
  if (!cell) return '.';
  const pending = cell.tryNum ? ` ?${cell.tryNum}` : '';
  if (cell.isAC)
    return `+${cell.errorNum || ''} ${clockOf(cell.ACTime ?? 0)}${cell.isFirstAC ? '*' : ''}${pending}`;
  return `${cell.errorNum ? `-${cell.errorNum}` : ''}${pending}`.trim() || '.';
}

/** The board as a table: rank, username, solved, penalty (h:mm:ss) and a column per problem. */
export function boardText(rows: readonly AcmContestRankRow[]): string[] {
  const header = [
    'rank',
    'username',
    'solved',
    'penalty',
    ...flowProblems.map((problem) => problem.displayId),
  ];
  const body = rows.map((row) => [
    String(row.rank),
    row.username,
    String(row.ac),
    clockOf(row.totalTime),
    ...flowProblems.map((problem) => cellText(row.submissionInfo[problem.displayId])),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((line) => (line[column] ?? '').length)),
  );
  return [header, ...body].map((line) =>
    line
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
