import { describe, expect, it } from 'vitest';
import { eventCountdown } from './event-countdown';

describe('the event countdown', () => {
  it('counts the days to the next LQB early in the year', () => {
    expect(eventCountdown(new Date(2026, 3, 10, 9))).toMatchObject({
      state: 'upcoming',
      event: 'LQB',
      days: 3,
    });
  });

  it('moves on to NOIP once LQB is over', () => {
    expect(eventCountdown(new Date(2026, 3, 14, 0, 0, 1))).toMatchObject({ event: 'NOIP', days: 230 });
  });

  it('shows 0 days, in progress, during the event day', () => {
    expect(eventCountdown(new Date(2026, 10, 30, 15))).toMatchObject({
      state: 'in-progress',
      event: 'NOIP',
      days: 0,
    });
  });

  it('looks into the next year after NOIP', () => {
    expect(eventCountdown(new Date(2026, 11, 1))).toMatchObject({ event: 'LQB', days: 133 });
  });

  it('starts its search in 2024', () => {
    expect(eventCountdown(new Date(2020, 0, 1))).toMatchObject({ event: 'LQB', date: new Date(2024, 3, 13) });
  });

  it('has ended after the 2098 NOIP', () => {
    expect(eventCountdown(new Date(2098, 11, 1))).toEqual({ state: 'ended' });
  });
});
