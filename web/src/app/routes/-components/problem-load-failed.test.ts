import { describe, expect, it } from 'vitest';
import { hasBlockedPrefix } from './problem-load-failed';

describe('hasBlockedPrefix', () => {
  it('matches a blocked prefix in any letter case', () => {
    expect(hasBlockedPrefix('za1001', ['ZA', 'ZB'])).toBe(true);
    expect(hasBlockedPrefix('P1000', ['ZA', 'ZB'])).toBe(false);
    expect(hasBlockedPrefix('ZC9', [])).toBe(false);
  });
});
