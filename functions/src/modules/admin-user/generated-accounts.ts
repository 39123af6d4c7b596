import { randomInt } from 'node:crypto';

/** The usernames of a generation: prefix, each number from `from` to `to`, suffix. */
export function generatedUsernames(prefix: string, suffix: string, from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => `${prefix}${from + index}${suffix}`);
}

/** A password of `length` digits (spec §5: generated passwords are numeric), from a secure source. */
export function numericPassword(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}
