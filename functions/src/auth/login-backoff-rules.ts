import { accountRules } from '@oj/shared';
import { backoffDelaySeconds, type BackoffRule } from '../data/users/backoff-rule';

// The rule's shape and its arithmetic live beside the store that applies them (data is below auth).
export { backoffDelaySeconds, type BackoffRule };

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
