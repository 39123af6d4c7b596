import { judgeStatus } from '@oj/shared/judge/judge-status';

/**
 * What the exam paper says of a programming problem (spec part 2, §4 "Result mapping"): its own
 * result codes, 0 Accepted, 1 Wrong Answer, 2 Time Limit Exceeded, 3 Compilation Error, 4 Runtime
 * Error, 25 not submitted, anything else "other"; taken from the judge status in this one place.
 * `waiting` is a submission still in the judges' hands when the poll ends: "no judge result yet".
 */
export const examResultCodes = {
  accepted: 0,
  wrongAnswer: 1,
  timeLimitExceeded: 2,
  compileError: 3,
  runtimeError: 4,
  notSubmitted: 25,
} as const;

export type ExamResult = keyof typeof examResultCodes | 'other' | 'waiting';

/** The statuses a submit waits through (spec §4: pending, compiling, judging, submitting). */
const waitingStatuses: ReadonlySet<number> = new Set([
  judgeStatus.pending,
  judgeStatus.compiling,
  judgeStatus.judging,
  judgeStatus.submitting,
]);

export const isWaitingStatus = (status: number): boolean => waitingStatuses.has(status);

const byStatus: ReadonlyMap<number, ExamResult> = new Map([
  [judgeStatus.accepted, 'accepted'],
  [judgeStatus.wrongAnswer, 'wrongAnswer'],
  [judgeStatus.timeLimitExceeded, 'timeLimitExceeded'],
  [judgeStatus.compileError, 'compileError'],
  [judgeStatus.runtimeError, 'runtimeError'],
  [judgeStatus.notSubmitted, 'notSubmitted'],
]);

/** The paper's result for a problem's judge status; null (no submission) is "not submitted". */
export function examResultOf(status: number | null): ExamResult {
  if (status === null) return 'notSubmitted';
  if (isWaitingStatus(status)) return 'waiting';
  return byStatus.get(status) ?? 'other';
}

/** Spec §4 and §9: a programming submit is read every 2 s, at most 30 times. */
export const examPollRules = { intervalMs: 2_000, maxReads: 30 } as const;
