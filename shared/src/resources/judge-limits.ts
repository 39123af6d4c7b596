/**
 * Upper bounds of one judge, from which the queue's visibility timeout is derived. A problem may not
 * ask for more than these; the worker also extends a message's visibility while a long judge runs.
 */
export const judgeLimits = {
  /** Largest per-case CPU time limit a problem may set, for C/C++. */
  maxCaseTimeLimitMs: 10_000,
  /** Other languages get double the C/C++ limits (spec §9). */
  managedLanguageFactor: 2,
  /** The wall-clock watchdog allows this multiple of the CPU limit before killing a run. */
  wallClockFactor: 2,
  /** Wall-clock limit of one compilation. */
  compileWallLimitMs: 30_000,
  /** How often the worker extends the visibility of the message it is judging. */
  visibilityHeartbeatMs: 30_000,
} as const;

/** Longest single step of a judge: a compile, or one case of a managed language at the largest limit. */
export function longestJudgeStepSeconds(): number {
  const caseWallMs =
    judgeLimits.maxCaseTimeLimitMs * judgeLimits.managedLanguageFactor * judgeLimits.wallClockFactor;
  return Math.ceil(Math.max(caseWallMs, judgeLimits.compileWallLimitMs) / 1000);
}
