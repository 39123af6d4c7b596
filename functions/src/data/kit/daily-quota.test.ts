import { describe, expect, it } from 'vitest';
import { siteDay, takeDailyQuota } from './daily-quota';

describe('the daily quota', () => {
  it('counts the site day at UTC+8, so Beijing midnight starts a new day', () => {
    expect(siteDay(new Date('2026-12-01T15:59:59Z'))).toBe('2026-12-01');
    expect(siteDay(new Date('2026-12-01T16:00:00Z'))).toBe('2026-12-02');
  });

  it('keys the count by account, kind and day, and lets it expire', () => {
    const now = new Date('2026-12-01T04:00:00Z');
    const update = takeDailyQuota('u1', 'DISCUSSION', 5, now).Update;
    expect(update?.Key).toEqual({ pk: 'USER#u1', sk: 'QUOTA#DISCUSSION#2026-12-01' });
    expect(update?.ExpressionAttributeValues?.[':limit']).toBe(5);
    expect(update?.ExpressionAttributeValues?.[':ttl']).toBe(now.getTime() / 1000 + 2 * 24 * 3600);
  });
});
