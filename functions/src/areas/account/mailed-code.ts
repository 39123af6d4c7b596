import { randomInt } from 'node:crypto';
import { accountRules } from '@oj/shared';

/** Digits and capitals that cannot be mistaken for each other. */
const codeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A code to mail: as long as a register code, so the same form field takes it. */
export function newMailedCode(): string {
  return Array.from(
    { length: accountRules.registerCodeLength },
    () => codeAlphabet[randomInt(codeAlphabet.length)],
  ).join('');
}
