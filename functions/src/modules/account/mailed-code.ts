import { randomInt } from 'node:crypto';
import { accountRules } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { ErrorName } from '../../frame/error-catalogue';
import type { PutCodeOutcome, UseCodeOutcome, WriteGuard } from '../../data/one-time-code';
import {
  mailAllowanceGuards,
  minutesLeftInWindow,
  type MailRefusal,
} from '../../data/email-codes/mail-allowance';
import { mailLimitsFrom } from './mail-limits';

/** Digits and capitals that cannot be mistaken for each other. */
const codeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A code to mail: as long as a register code, so the same form field takes it. */
export function newMailedCode(): string {
  return Array.from(
    { length: accountRules.registerCodeLength },
    () => codeAlphabet[randomInt(codeAlphabet.length)],
  ).join('');
}

/** One more mail from this client, within its allowance and the site's (see mail-limits.ts). */
export function mailAllowanceFor(clientKey: string, now: number = Date.now()): WriteGuard<MailRefusal>[] {
  return mailAllowanceGuards(mailLimitsFrom(), clientKey, now);
}

/** Refuses a code that was not stored: too soon after the last one, or over a mail allowance. */
export function assertCodeStored(
  outcome: PutCodeOutcome<MailRefusal>,
  tooSoon: { error: ErrorName; seconds: number },
): void {
  if (outcome === 'stored') return;
  const limits = mailLimitsFrom();
  if (outcome === 'client-limit')
    throw new AppError('mailLimitForClient', { minutes: minutesLeftInWindow(limits.perClient) });
  if (outcome === 'site-limit')
    throw new AppError('mailLimitForSite', { minutes: minutesLeftInWindow(limits.site) });
  throw new AppError(tooSoon.error, { seconds: tooSoon.seconds });
}

/** Refuses a code that was not used: `wrong` (or none live) answers `wrong`, a void one says so. */
export function assertCodeUsed(outcome: UseCodeOutcome, wrong: ErrorName): void {
  if (outcome === 'used') return;
  if (outcome === 'void') throw new AppError('mailedCodeVoid', { tries: accountRules.mailedCodeMaxTries });
  throw new AppError(wrong);
}
