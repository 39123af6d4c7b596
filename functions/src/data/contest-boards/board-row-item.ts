import { judgeStatus, type BoardSubmission, type ContestantIdentity } from '@oj/shared';
import { toItem, withoutStamp } from '../kit/versioned-item';
import { boardRowKey } from './board-keys';

/**
 * One submission on a contestant's row: what the board's folds read, and the problem's display id in
 * the contest. After-contest is not stored: the folds tell it from the time (at or after the end).
 */
export interface BoardEntry extends Omit<BoardSubmission, 'afterContest'> {
  displayId: string;
}

/** A contestant's row: who they are (read from the account when the row is made) and every submission. */
export interface BoardRow {
  cid: number;
  identity: ContestantIdentity;
  entries: BoardEntry[];
  /** One more at every write: the condition of the next one. */
  revision: number;
}

export const boardRowEntity = 'ContestBoardRow';
export const boardRowItemVersion = 1;

export function boardRowToItem(row: BoardRow): Record<string, unknown> {
  return toItem(boardRowKey(row.cid, row.identity.uid), boardRowEntity, boardRowItemVersion, {
    cid: row.cid,
    identity: row.identity,
    // Kept small: null score and run time (while judging, ACM) are left out.
    entries: row.entries.map((entry) =>
      Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== null && value !== undefined)),
    ),
    revision: row.revision,
  });
}

export function boardRowFromItem(item: Record<string, unknown>): BoardRow {
  const fields = withoutStamp(item) as Record<string, unknown>;
  const entries = (fields.entries as Record<string, unknown>[] | undefined) ?? [];
  return {
    cid: Number(fields.cid),
    identity: fields.identity as ContestantIdentity,
    entries: entries.map((entry) => ({
      submitId: Number(entry.submitId),
      displayId: String(entry.displayId),
      time: String(entry.time),
      status: Number(entry.status),
      score: entry.score === undefined ? null : Number(entry.score),
      runTime: entry.runTime === undefined ? null : Number(entry.runTime),
    })),
    revision: Number(fields.revision ?? 0),
  };
}

/** States before a verdict: the board shows them all as one pending try, so moving between them writes nothing. */
const unsettledStatuses: ReadonlySet<number> = new Set([
  judgeStatus.pending,
  judgeStatus.compiling,
  judgeStatus.judging,
  judgeStatus.submitting,
]);

/** The entry a submission gives the board now (a submission being judged is pending). */
export function boardEntryOf(submission: {
  submitId: number;
  displayPid: string;
  submitTime: string;
  status: number;
  score: number | null;
  timeMs: number | null;
}): BoardEntry {
  return {
    submitId: submission.submitId,
    displayId: submission.displayPid,
    time: submission.submitTime,
    status: unsettledStatuses.has(submission.status) ? judgeStatus.pending : submission.status,
    score: unsettledStatuses.has(submission.status) ? null : submission.score,
    runTime: unsettledStatuses.has(submission.status) ? null : submission.timeMs,
  };
}

/** Whether two entries say the same thing (a change already on the row is not applied twice). */
export function sameEntry(a: BoardEntry | undefined, b: BoardEntry | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    a.submitId === b.submitId &&
    a.displayId === b.displayId &&
    a.time === b.time &&
    a.status === b.status &&
    (a.score ?? null) === (b.score ?? null) &&
    (a.runTime ?? null) === (b.runTime ?? null)
  );
}

/** The row with `entry` in place of the one of the same submission (or added). */
export function withEntry(entries: readonly BoardEntry[], entry: BoardEntry): BoardEntry[] {
  const rest = entries.filter((existing) => existing.submitId !== entry.submitId);
  return [...rest, entry].sort((a, b) => a.submitId - b.submitId);
}
