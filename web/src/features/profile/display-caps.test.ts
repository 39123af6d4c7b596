import { describe, expect, it } from 'vitest';
import { formatRating, formatScore, totalScore } from './display-caps';

describe('the display caps', () => {
  it('shows a rating up to 9999 and 9999+ above', () => {
    expect(formatRating(0)).toBe('0');
    expect(formatRating(9999)).toBe('9999');
    expect(formatRating(10000)).toBe('9999+');
  });

  it('shows a score up to 5000 and 5000+ above, without fractions', () => {
    expect(formatScore(42.5)).toBe('42');
    expect(formatScore(5000)).toBe('5000');
    expect(formatScore(5001)).toBe('5000+');
  });

  it('sums the score list', () => {
    expect(totalScore([12, 30])).toBe(42);
    expect(totalScore([])).toBe(0);
  });
});
