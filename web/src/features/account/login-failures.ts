import { accountRules } from '@oj/shared/domain/account-rules';
import { ApiError } from '../../lib/api-error';

/**
 * The server demands the slide puzzle with envelope status 403 (its count of failures outlives a
 * reload, another tab and another browser, a page's count does not).
 */
export function demandsPuzzle(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'refused' && error.status === 403;
}

/** A page's count of failed logins after one more: at least the puzzle's threshold when the server asks for it. */
export function countFailedLogin(failures: number, error: unknown): number {
  return demandsPuzzle(error)
    ? Math.max(failures, accountRules.slideVerificationAfterFailures)
    : failures + 1;
}

/** From the fifth failed login in a row on, a login carries the slide puzzle's answer. */
export function needsSlidePuzzle(failures: number): boolean {
  return failures >= accountRules.slideVerificationAfterFailures;
}
