/** Limits of one judge's runs (a judge of any length keeps its message hidden by the worker's heartbeat). */
export const judgeLimits = {
  /** Other languages get double the C/C++ limits (spec §9). */
  managedLanguageFactor: 2,
  /** The wall-clock watchdog allows this multiple of the CPU limit before killing a run. */
  wallClockFactor: 2,
  /** Wall-clock limit of one compilation. */
  compileWallLimitMs: 30_000,
} as const;
