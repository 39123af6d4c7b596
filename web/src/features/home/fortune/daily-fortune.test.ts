import { describe, expect, it } from 'vitest';
import { avoidedCount, dailyFortune, luckWeights, recommendedCount } from './daily-fortune';

describe('the daily fortune', () => {
  const morning = new Date(2026, 2, 14, 8, 0);
  const evening = new Date(2026, 2, 14, 22, 30);

  it('stays the same all day for the same user', () => {
    expect(dailyFortune(evening, 'ana')).toEqual(dailyFortune(morning, 'ana'));
  });

  it('uses guest for visitors', () => {
    expect(dailyFortune(morning, null)).toEqual(dailyFortune(morning, 'guest'));
  });

  it('picks three distinct recommended and three distinct avoided items within their lists', () => {
    for (let day = 1; day <= 60; day++) {
      const fortune = dailyFortune(new Date(2026, 0, day), `user${day}`);
      expect(new Set(fortune.recommended).size).toBe(3);
      expect(new Set(fortune.avoided).size).toBe(3);
      expect(fortune.recommended.every((index) => index >= 0 && index < recommendedCount)).toBe(true);
      expect(fortune.avoided.every((index) => index >= 0 && index < avoidedCount)).toBe(true);
      expect(fortune.luck).toBeGreaterThanOrEqual(0);
      expect(fortune.luck).toBeLessThan(luckWeights.length);
    }
  });

  it('differs between days and between users', () => {
    const seen = new Set<string>();
    for (let day = 1; day <= 20; day++) seen.add(JSON.stringify(dailyFortune(new Date(2026, 0, day), 'ana')));
    for (const name of ['bo', 'cy', 'di', 'ed']) seen.add(JSON.stringify(dailyFortune(morning, name)));
    expect(seen.size).toBeGreaterThan(20);
  });

  it('has twelve weighted luck entries', () => expect(luckWeights).toHaveLength(12));
});
