/**
 * How failed logins slow the next attempt down, for one subject (a username or a client). The first
 * `freeFailures` cost nothing; each further failure doubles the wait before the next attempt is even
 * looked at, from `baseDelaySeconds` up to `maxDelaySeconds`. Failures are forgotten `memorySeconds`
 * after the last one. No puzzle shortens a wait: it is checked before the puzzle and the password.
 */
export interface BackoffRule {
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  memorySeconds: number;
}

/** Seconds to wait before the next attempt once `failures` attempts have failed. */
export function backoffDelaySeconds(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** (failures - rule.freeFailures));
}
