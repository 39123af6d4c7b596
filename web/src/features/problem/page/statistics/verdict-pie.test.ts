import { describe, expect, it } from 'vitest';
import { pieCategories, pieSlices, type PieCounts } from './verdict-pie';

const none: PieCounts = { ac: 0, wa: 0, tle: 0, mle: 0, re: 0, ce: 0, pa: 0, pe: 0 };

describe('the verdict pie', () => {
  it('has the eight categories of the spec in order', () => {
    expect(pieCategories.map((category) => category.label)).toEqual([
      'AC',
      'WA',
      'TLE',
      'MLE',
      'RE',
      'CE',
      'PA',
      'PE',
    ]);
  });

  it('shares the counted verdicts and draws only the slices that have any', () => {
    const slices = pieSlices({ ...none, ac: 3, wa: 1 });
    expect(slices.map((slice) => slice.share).slice(0, 3)).toEqual([0.75, 0.25, 0]);
    expect(slices[0]?.path).toBe('M 0 0 L 0.0000 -1.0000 A 1 1 0 1 1 -1.0000 0.0000 Z');
    expect(slices[2]?.path).toBe('');
  });

  it('draws a single verdict as a whole circle', () => {
    const slices = pieSlices({ ...none, ce: 2 });
    expect(slices[5]?.share).toBe(1);
    expect(slices[5]?.path).toContain('A 1 1 0 1 1 0.0000 1.0000');
  });

  it('draws nothing when nothing was judged', () => {
    expect(pieSlices(none).every((slice) => slice.path === '' && slice.share === 0)).toBe(true);
  });
});
