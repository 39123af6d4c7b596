import { describe, expect, it } from 'vitest';
import { isProblemBlocked, oiRankScore } from './problem';

describe('oiRankScore', () => {
  it('rounds a tenth of the score plus twice the difficulty', () => {
    expect(oiRankScore(100, 2)).toBe(14);
    expect(oiRankScore(45, 0)).toBe(5);
    expect(oiRankScore(0, 4)).toBe(8);
  });
});

describe('isProblemBlocked', () => {
  const blocked = ['ZA', 'ZB'];
  const student = { isSiteOwner: false, allowedCodes: [] };
  it('blocks a problem whose id starts with a blocked prefix, in any case', () => {
    expect(isProblemBlocked('za1001', blocked, student)).toBe(true);
    expect(isProblemBlocked('P1001', blocked, student)).toBe(false);
  });
  it('lets a user through whose allowed codes name the prefix', () => {
    expect(isProblemBlocked('ZA1001', blocked, { isSiteOwner: false, allowedCodes: ['za'] })).toBe(false);
    expect(isProblemBlocked('ZB1001', blocked, { isSiteOwner: false, allowedCodes: ['ZA'] })).toBe(true);
  });
  it('lets the site owner open everything', () => {
    expect(isProblemBlocked('ZA1001', blocked, { isSiteOwner: true, allowedCodes: [] })).toBe(false);
  });
});
