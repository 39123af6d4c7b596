import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../frame/app-error';
import type { ErrorName } from '../frame/error-catalogue';
import {
  admitLoginAttempt,
  countClientLoginFailure,
  forgetLoginFailures,
  readBackoff,
  type BackoffSubject,
  type GuardedSecret,
} from '../data/users/login-backoff';
import type { BackoffRule } from '../data/users/backoff-rule';
import { clientBackoff } from './login-backoff-rules';

export type { GuardedSecret };

/**
 * Per account, at one contest's or training's password: five wrong tries cost nothing (a typo, a
 * misheard password), then 15 s, 30 s, 1 min, … up to 15 min between tries, as at logging in; the
 * right password starts again. A day without tries forgets them.
 */
export const accountGuessBackoff: BackoffRule = {
  freeFailures: 5,
  baseDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
  memorySeconds: 24 * 3600,
};

/** Who is trying the password: the account, and the client address it comes from. */
export interface PasswordGuesser {
  uid: string;
  clientKey: string;
}

/** Why a password was not taken: wrong, or a wait (in seconds) for the account or for the client. */
export type GuardedPasswordRefusal =
  | { refusal: 'wrong' }
  | { refusal: 'accountWaits'; seconds: number }
  | { refusal: 'clientWaits'; seconds: number };

export type GuardedPasswordCheck = { right: true } | ({ right: false } & GuardedPasswordRefusal);

/** The catalogue's errors a kind of password (a contest's, a training's) says each refusal with. */
type PasswordRefusalErrors = Readonly<Record<GuardedPasswordRefusal['refusal'], ErrorName>>;

const refusalErrorsOf: Readonly<Record<GuardedSecret['kind'], PasswordRefusalErrors>> = {
  contest: {
    wrong: 'contestPasswordWrong',
    accountWaits: 'contestPasswordWaitForAccount',
    clientWaits: 'contestPasswordWaitForClient',
  },
  training: {
    wrong: 'trainingPasswordWrong',
    accountWaits: 'trainingPasswordWaitForAccount',
    clientWaits: 'trainingPasswordWaitForClient',
  },
  group: {
    wrong: 'groupCodeWrong',
    accountWaits: 'groupCodeWaitForAccount',
    clientWaits: 'groupCodeWaitForClient',
  },
};

/** A password not taken, as its kind says it: wrong, or how many seconds until the next try. */
function passwordRefusalError(kind: GuardedSecret['kind'], check: GuardedPasswordRefusal): AppError {
  const errors = refusalErrorsOf[kind];
  return check.refusal === 'wrong'
    ? new AppError(errors.wrong)
    : new AppError(errors[check.refusal], { seconds: check.seconds });
}

function secondsUntil(moment: number, now: number): number {
  return Math.max(1, Math.ceil((moment - now) / 1000));
}

/** Compares in constant time, whatever the lengths, so the answer's timing tells nothing either. */
function samePassword(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Checks a password that opens a contest, a training or a private group (its invitation code)
 * behind the login's back-off, per account and per client address at that password. A waiting account or client is refused before the password
 * is looked at, the right one included. The account's try is counted before the comparison in one
 * conditional write (`admitLoginAttempt`), so forty tries at once get no more than the free ones;
 * the client's is counted only when wrong, so a contest hall behind one address giving the right
 * password at once is never slowed by its own successes. The right password forgets the account's
 * tries.
 */
export async function checkGuardedPassword(
  secret: GuardedSecret,
  given: string,
  expected: string,
  guesser: PasswordGuesser,
  now: number = Date.now(),
): Promise<GuardedPasswordCheck> {
  const account: BackoffSubject = { uid: guesser.uid, secret };
  const client: BackoffSubject = { client: guesser.clientKey, secret };
  const [accountState, clientState] = await Promise.all([
    readBackoff(account, now),
    readBackoff(client, now),
  ]);
  if (accountState.nextAttemptAt > now)
    return { right: false, refusal: 'accountWaits', seconds: secondsUntil(accountState.nextAttemptAt, now) };
  if (clientState.nextAttemptAt > now)
    return { right: false, refusal: 'clientWaits', seconds: secondsUntil(clientState.nextAttemptAt, now) };
  const admission = await admitLoginAttempt(account, accountGuessBackoff, now);
  if (!admission.admitted)
    return { right: false, refusal: 'accountWaits', seconds: secondsUntil(admission.retryAt, now) };
  if (!samePassword(given, expected)) {
    await countClientLoginFailure(client, clientBackoff(), now);
    return { right: false, refusal: 'wrong' };
  }
  await forgetLoginFailures(account);
  return { right: true };
}

/** `checkGuardedPassword` for a handler: a password not taken is thrown, as its kind says it. */
export async function requireGuardedPassword(
  secret: GuardedSecret,
  given: string,
  expected: string,
  guesser: PasswordGuesser,
): Promise<void> {
  const check = await checkGuardedPassword(secret, given, expected, guesser);
  if (!check.right) throw passwordRefusalError(secret.kind, check);
}
