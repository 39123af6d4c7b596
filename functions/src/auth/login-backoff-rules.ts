import { accountRules } from '@oj/shared';

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

/**
 * Per username (normalised): from the fifth failure in a row, when the slide puzzle is also demanded
 * (spec §4), 15 s, then 30 s, 1 min, … up to 15 min between attempts; a success starts again.
 */
export const usernameBackoff: BackoffRule = {
  freeFailures: accountRules.slideVerificationAfterFailures,
  baseDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
  memorySeconds: 24 * 3600,
};

/**
 * Per client address: a school behind one address makes many honest mistakes, so more are free (30 an
 * hour unless `OJ_LOGIN_FREE_FAILURES_PER_CLIENT` says otherwise); then the same doubling. A success
 * does not clear the count (it would let a guesser reset it with an account of their own), it only
 * takes its own attempt back.
 */
export function clientBackoff(env: NodeJS.ProcessEnv = process.env): BackoffRule {
  return {
    freeFailures: positiveWholeNumber(
      env.OJ_LOGIN_FREE_FAILURES_PER_CLIENT,
      30,
      'OJ_LOGIN_FREE_FAILURES_PER_CLIENT',
    ),
    baseDelaySeconds: 15,
    maxDelaySeconds: 15 * 60,
    memorySeconds: 3600,
  };
}

function positiveWholeNumber(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0, not "${text}"`);
  return value;
}

/** Seconds to wait before the next attempt once `failures` attempts have failed. */
export function backoffDelaySeconds(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** (failures - rule.freeFailures));
}
