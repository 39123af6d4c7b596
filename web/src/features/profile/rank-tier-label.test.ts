import { describe, expect, it } from 'vitest';
import { rankTierOf } from '@oj/shared/domain/rank-tier';
import { nextTierOf, progressInLevel, tierLabelParts } from './rank-tier-label';

describe('the rank tier label', () => {
  it('names the tier and its sub-level', () => {
    expect(tierLabelParts(rankTierOf(43))).toEqual(['profile.tiers.bronze', 'V']);
    expect(tierLabelParts(rankTierOf(6000))).toEqual(['profile.tiers.king', '']);
  });

  it('names the next goal, crossing into the next tier after level I', () => {
    expect(nextTierOf(rankTierOf(43))).toMatchObject({ tier: 'bronze', level: 'IV' });
    expect(nextTierOf(rankTierOf(240))).toMatchObject({ tier: 'silver', level: 'V' });
    expect(nextTierOf(rankTierOf(5000))).toBeNull();
  });

  it('measures the progress through the current sub-level', () => {
    expect(progressInLevel(rankTierOf(43))).toBeCloseTo(43 / 50);
    expect(progressInLevel(rankTierOf(550))).toBeCloseTo(0.5);
    expect(progressInLevel(rankTierOf(5000))).toBe(1);
  });
});
