import { judgeStatus } from '@oj/shared';

/*
 * Which submission a contestant's AC record for a problem stands for: pure rules, kept apart from
 * the reads and writes of `syncContestAcRecord` so they can be tested as a table.
 */

/** What the rules need of a submission. */
export interface AcCandidate {
  submitId: number;
  status: number;
  /** ISO time. */
  submitTime: string;
}

/** The contest's running time: from the start (included) to the end (excluded), ISO times. */
export interface ContestWindow {
  startTime: string;
  endTime: string;
}

/**
 * An answer that earns a balloon: accepted, and made while the contest ran. Answers before the start
 * (an admin trying the problems) and after the end (`allowEndSubmit`) are kept off, as the board
 * keeps them off.
 */
export function earnsBalloon(candidate: AcCandidate, window: ContestWindow): boolean {
  if (candidate.status !== judgeStatus.accepted) return false;
  const at = Date.parse(candidate.submitTime);
  return at >= Date.parse(window.startTime) && at < Date.parse(window.endTime);
}

/** Earlier submit time first; the same instant goes to the smaller submit id (received first). */
export function compareSubmitOrder(
  a: Pick<AcCandidate, 'submitId' | 'submitTime'>,
  b: Pick<AcCandidate, 'submitId' | 'submitTime'>,
): number {
  return Date.parse(a.submitTime) - Date.parse(b.submitTime) || a.submitId - b.submitId;
}

/** The candidates that earn a balloon, earliest first: the first of them is the record's. */
export function balloonCandidates<C extends AcCandidate>(
  candidates: readonly C[],
  window: ContestWindow,
): C[] {
  return candidates.filter((candidate) => earnsBalloon(candidate, window)).sort(compareSubmitOrder);
}

/** Whole seconds from the contest's start to the submission (the contract's `time`). */
export function secondsFromStart(submitTime: string, window: ContestWindow): number {
  return Math.max(0, Math.floor((Date.parse(submitTime) - Date.parse(window.startTime)) / 1000));
}
