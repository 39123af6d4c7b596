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
/**
 * 2: the entries in one string attribute `e` (about 25 bytes an ACM entry, against 80 as a list of
 * maps in 1): a snapshot rebuild reads every row, so the row's size is the rebuild's cost.
 */
export const boardRowItemVersion = 2;

/**
 * One entry as stored in `e`: `[submitId step, displayId, time, status, runTime, score]`. A row's
 * entries are in submission order, so the id is stored as the step from the previous entry's (the
 * first from 0), and the time as the milliseconds since the previous entry's stored time (the first
 * since the epoch) when the epoch milliseconds give back the same ISO text, else as the text itself.
 * Run time and score are null while judging, and nulls at the end are left out (ACM has no score).
 */
type StoredEntry = [number, string, number | string, number, (number | null)?, (number | null)?];

/** Where the steps of the next entry start from. */
interface StepBase {
  submitId: number;
  epochMs: number;
}

function storedNumber(value: number, field: string, submitId: number): number {
  if (!Number.isFinite(value))
    throw new Error(`board entry ${submitId}: ${field} is not a finite number (${value})`);
  return value;
}

function storedEntry(entry: BoardEntry, base: StepBase): StoredEntry {
  const { submitId } = entry;
  if (!Number.isSafeInteger(submitId))
    throw new Error(`board entry ${submitId}: submitId is not a whole number`);
  const epochMs = Date.parse(entry.time);
  const exactMs = Number.isFinite(epochMs) && new Date(epochMs).toISOString() === entry.time;
  const optional = (value: number | null | undefined, field: string) =>
    value === null || value === undefined ? null : storedNumber(value, field, submitId);
  const stored: StoredEntry = [
    submitId - base.submitId,
    entry.displayId,
    exactMs ? epochMs - base.epochMs : entry.time,
    storedNumber(entry.status, 'status', submitId),
    optional(entry.runTime, 'runTime'),
    optional(entry.score, 'score'),
  ];
  while (stored.length > 4 && stored[stored.length - 1] === null) stored.pop();
  base.submitId = submitId;
  if (exactMs) base.epochMs = epochMs;
  return stored;
}

/** The text of `e`. */
function entriesText(entries: readonly BoardEntry[]): string {
  const base: StepBase = { submitId: 0, epochMs: 0 };
  return JSON.stringify(entries.map((entry) => storedEntry(entry, base)));
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isOptionalNumber = (value: unknown) => value === undefined || value === null || isNumber(value);

function entryFromStored(stored: unknown, base: StepBase, where: string): BoardEntry {
  if (
    !Array.isArray(stored) ||
    stored.length < 4 ||
    stored.length > 6 ||
    !Number.isSafeInteger(stored[0]) ||
    typeof stored[1] !== 'string' ||
    !(Number.isSafeInteger(stored[2]) || typeof stored[2] === 'string') ||
    !isNumber(stored[3]) ||
    !isOptionalNumber(stored[4]) ||
    !isOptionalNumber(stored[5])
  )
    throw new Error(
      `${where}: an entry is not [submitId step, displayId, time, status, runTime?, score?]: ${JSON.stringify(stored)}`,
    );
  const [submitStep, displayId, time, status, runTime, score] = stored as StoredEntry;
  base.submitId += submitStep;
  if (typeof time === 'number') base.epochMs += time;
  return {
    submitId: base.submitId,
    displayId,
    time: typeof time === 'number' ? new Date(base.epochMs).toISOString() : time,
    status,
    score: score ?? null,
    runTime: runTime ?? null,
  };
}

/** The entries of a version 2 row, from `e`. */
function entriesFromText(text: unknown, where: string): BoardEntry[] {
  if (text === undefined) return [];
  let stored: unknown;
  try {
    stored = typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    stored = undefined;
  }
  if (!Array.isArray(stored)) throw new Error(`${where}: e is not a JSON list of entries`);
  const base: StepBase = { submitId: 0, epochMs: 0 };
  return stored.map((entry) => entryFromStored(entry, base, where));
}

/** The entries of a version 1 row (still in local data folders), a list of maps under `entries`. */
function entriesFromMaps(maps: unknown): BoardEntry[] {
  return ((maps as Record<string, unknown>[] | undefined) ?? []).map((entry) => ({
    submitId: Number(entry.submitId),
    displayId: String(entry.displayId),
    time: String(entry.time),
    status: Number(entry.status),
    score: entry.score === undefined || entry.score === null ? null : Number(entry.score),
    runTime: entry.runTime === undefined || entry.runTime === null ? null : Number(entry.runTime),
  }));
}

export function boardRowToItem(row: BoardRow): Record<string, unknown> {
  return toItem(boardRowKey(row.cid, row.identity.uid), boardRowEntity, boardRowItemVersion, {
    cid: row.cid,
    identity: row.identity,
    e: entriesText(row.entries),
    revision: row.revision,
  });
}

export function boardRowFromItem(item: Record<string, unknown>): BoardRow {
  const fields = withoutStamp(item) as Record<string, unknown>;
  const version = Number(item.v ?? 1);
  return {
    cid: Number(fields.cid),
    identity: fields.identity as ContestantIdentity,
    entries:
      version >= 2
        ? entriesFromText(fields.e, `board row ${String(item.pk)} ${String(item.sk)}`)
        : entriesFromMaps(fields.entries),
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
