/**
 * Judge status codes of the spec (document 1, §3), one line each on what leads to it.
 */
export const judgeStatus = {
  /** No submission yet (an Online Test not run). */
  notSubmitted: -10,
  /** The viewer may not see the result (contest rules). */
  cannotView: -5,
  /** A super admin cancelled the judge. */
  cancelled: -4,
  /** Output matches the answer only when all whitespace is ignored. */
  presentationError: -3,
  /** The compiler failed, ran out of time or memory, or printed too much. */
  compileError: -2,
  /** Output differs from the answer, or the checker said so. */
  wrongAnswer: -1,
  accepted: 0,
  /** CPU time over the limit, or wall-clock time over the watchdog's limit. */
  timeLimitExceeded: 1,
  /** Peak memory over the limit, or the runtime's own out-of-memory error. */
  memoryLimitExceeded: 2,
  /** Killed by a signal, a non-zero exit, a forbidden system call, or output over the limit. */
  runtimeError: 3,
  /** The judge itself failed: missing test data, a broken checker, a message dead-lettered. */
  systemError: 4,
  pending: 5,
  compiling: 6,
  judging: 7,
  /** OI: some points but not all. */
  partialAccepted: 8,
  /** Sent by the client, not yet stored (a client-side state). */
  submitting: 9,
  /** A remote judge refused the submission. */
  submitFailed: 10,
} as const;

export type JudgeStatus = (typeof judgeStatus)[keyof typeof judgeStatus];

/** Statuses after which nothing changes unless someone rejudges. */
export function isFinalStatus(status: number): boolean {
  return !(
    [judgeStatus.pending, judgeStatus.compiling, judgeStatus.judging, judgeStatus.submitting] as number[]
  ).includes(status);
}

/**
 * Why a submission cannot be given a verdict by hand now (spec §4; the original server refuses the
 * same): it is still with the judges (waiting, compiling, judging, being submitted), whose verdict
 * would come after the admin's; or it did not compile. Undefined when it can.
 */
export function manualJudgeBlock(status: number): 'stillJudging' | 'compileError' | undefined {
  if (!isFinalStatus(status)) return 'stillJudging';
  return status === judgeStatus.compileError ? 'compileError' : undefined;
}

/** How the cases of a problem are run and combined (document 1, §3). */
export const judgeCaseModes = [
  'default',
  'subtask_lowest',
  'subtask_average',
  'ergodic_without_error',
] as const;
export type JudgeCaseMode = (typeof judgeCaseModes)[number];

/** Problem type: 0 ACM (all or nothing), 1 OI (points). */
export const problemType = { acm: 0, oi: 1 } as const;
export type ProblemType = (typeof problemType)[keyof typeof problemType];
