import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../lib/format';
import { percentOf, verdictShares } from './verdict-shares';

const counts = { total: 8, ac: 4, wa: 2, tle: 1, mle: 0, re: 1, pe: 0, ce: 0, se: 0, pa: 0 };

describe('verdict shares', () => {
  it('gives a share of the total as a percentage', () => {
    expect(percentOf(1, 3)).toBeCloseTo(33.333, 2);
    expect(formatPercent(percentOf(1, 3))).toBe('33.33%');
  });

  it('gives 0 for a problem nobody submitted to', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(formatPercent(percentOf(5, 0))).toBe('0.00%');
  });

  it('never passes 100 even if the counts disagree', () => {
    expect(percentOf(12, 10)).toBe(100);
  });

  it('lists every verdict of a row in a fixed order', () => {
    const shares = verdictShares(counts);
    expect(shares.map((share) => share.key)).toEqual([
      'ac',
      'wa',
      'tle',
      'mle',
      're',
      'pe',
      'ce',
      'se',
      'pa',
    ]);
    expect(shares[0]).toEqual({ key: 'ac', count: 4, percent: 50 });
    expect(shares[1]?.percent).toBe(25);
    expect(shares.reduce((sum, share) => sum + share.percent, 0)).toBe(100);
  });
});
