import { describe, expect, it } from 'vitest';
import { medalCountsOf, medalOf } from './medals';

describe('medalCountsOf', () => {
  it('gives 10, 20 and 30 percent of the ranked contestants, rounded down, when the URL names none', () => {
    expect(medalCountsOf([null, null, null], 25)).toEqual({ gold: 2, silver: 5, bronze: 7 });
    expect(medalCountsOf([null, null, null], 9)).toEqual({ gold: 0, silver: 1, bronze: 2 });
  });

  it('takes the counts the URL gives and defaults only the missing ones', () => {
    expect(medalCountsOf([1, 2, 3], 100)).toEqual({ gold: 1, silver: 2, bronze: 3 });
    expect(medalCountsOf([4, null, 0], 50)).toEqual({ gold: 4, silver: 10, bronze: 0 });
  });
});

describe('medalOf', () => {
  const counts = { gold: 1, silver: 2, bronze: 3 };

  it('awards by rank: gold, then silver, then bronze, then nothing', () => {
    expect([1, 2, 3, 4, 6, 7].map((rank) => medalOf({ rank, ac: 1 }, counts))).toEqual([
      'gold',
      'silver',
      'silver',
      'bronze',
      'bronze',
      null,
    ]);
  });

  it('gives a row tied into a tier the medal of the rank it shares', () => {
    expect(medalOf({ rank: 1, ac: 3 }, { gold: 1, silver: 0, bronze: 0 })).toBe('gold');
  });

  it('gives star rows and rows with nothing solved no medal', () => {
    expect(medalOf({ rank: -1, ac: 5 }, counts)).toBeNull();
    expect(medalOf({ rank: 1, ac: 0 }, counts)).toBeNull();
  });
});
