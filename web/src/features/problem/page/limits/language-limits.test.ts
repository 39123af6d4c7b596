import { describe, expect, it } from 'vitest';
import { otherLanguagesDoubled } from './language-limits';

describe('limits of other languages', () => {
  it('doubles for this site’s problems', () => {
    expect(otherLanguagesDoubled('P1000')).toBe(true);
  });

  it('does not double for Codeforces and Gym problems', () => {
    expect(otherLanguagesDoubled('CF-1A')).toBe(false);
    expect(otherLanguagesDoubled('gym-100001A')).toBe(false);
  });
});
