import { describe, expect, it } from 'vitest';
import { median, percentile } from './statistics';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('is not a number for no samples', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});
