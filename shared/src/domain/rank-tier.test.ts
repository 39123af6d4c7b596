import { describe, expect, it } from 'vitest';
import { rankPoints, rankTierOf } from './rank-tier';

describe('rankPoints', () => {
  it('adds the score list and half the solved count', () => {
    expect(rankPoints([12, 30, 8], 5)).toBe(52.5);
    expect(rankPoints([], 0)).toBe(0);
  });
});

describe('rankTierOf', () => {
  it('starts a newcomer at bronze V with 50 points to go', () => {
    expect(rankTierOf(0)).toEqual({
      points: 0,
      tier: 'bronze',
      level: 'V',
      nextLevelAt: 50,
      pointsToNext: 50,
    });
  });

  it('climbs bronze in steps of 50, from V up to I', () => {
    expect(rankTierOf(49).level).toBe('V');
    expect(rankTierOf(50)).toMatchObject({ tier: 'bronze', level: 'IV', nextLevelAt: 100, pointsToNext: 50 });
    expect(rankTierOf(249.5)).toMatchObject({
      tier: 'bronze',
      level: 'I',
      nextLevelAt: 250,
      pointsToNext: 0.5,
    });
  });

  it('puts 250 to 499 in silver, in steps of 50', () => {
    expect(rankTierOf(250)).toMatchObject({ tier: 'silver', level: 'V', pointsToNext: 50 });
    expect(rankTierOf(499)).toMatchObject({ tier: 'silver', level: 'I', nextLevelAt: 500, pointsToNext: 1 });
  });

  it('puts 500 to 999 in gold, in steps of 100', () => {
    expect(rankTierOf(500)).toMatchObject({ tier: 'gold', level: 'V', nextLevelAt: 600 });
    expect(rankTierOf(750)).toMatchObject({ tier: 'gold', level: 'III', nextLevelAt: 800, pointsToNext: 50 });
  });

  it('puts 1000 to 1999 in platinum and 2000 to 2999 in diamond, in steps of 200', () => {
    expect(rankTierOf(1000)).toMatchObject({ tier: 'platinum', level: 'V', nextLevelAt: 1200 });
    expect(rankTierOf(1999)).toMatchObject({ tier: 'platinum', level: 'I', nextLevelAt: 2000 });
    expect(rankTierOf(2400)).toMatchObject({ tier: 'diamond', level: 'III', nextLevelAt: 2600 });
  });

  it('puts 3000 to 4999 in star royal, in steps of 400', () => {
    expect(rankTierOf(3000)).toMatchObject({ tier: 'starRoyal', level: 'V', nextLevelAt: 3400 });
    expect(rankTierOf(4999)).toMatchObject({
      tier: 'starRoyal',
      level: 'I',
      nextLevelAt: 5000,
      pointsToNext: 1,
    });
  });

  it('makes 5000 and above king, with no sub-level and no next goal', () => {
    expect(rankTierOf(5000)).toEqual({
      points: 5000,
      tier: 'king',
      level: null,
      nextLevelAt: null,
      pointsToNext: null,
    });
    expect(rankTierOf(123_456).tier).toBe('king');
  });
});
