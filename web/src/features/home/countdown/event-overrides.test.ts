import { describe, expect, it } from 'vitest';
import { eventCountdown } from './event-countdown';
import { parseEventOverrides } from './event-overrides';

describe('event overrides in the site description', () => {
  it('read one event per line from the sections after the first, skipping other lines and bad dates', () => {
    const description =
      'Our judge.\nNOIP 2026-01-01 is not read here#####NOIP 2026-11-28\nhello\n#####CSP-J 2026-09-19\nX 2026-02-30';
    expect(parseEventOverrides(description)).toEqual([
      { name: 'NOIP', year: 2026, month: 11, day: 28 },
      { name: 'CSP-J', year: 2026, month: 9, day: 19 },
    ]);
  });

  it('move a yearly event to the date the administrator gave', () => {
    const overrides = parseEventOverrides('x#####NOIP 2026-11-28');
    expect(eventCountdown(new Date(2026, 10, 27, 12), overrides)).toMatchObject({ event: 'NOIP', days: 1 });
    expect(eventCountdown(new Date(2026, 10, 29, 12), overrides)).toMatchObject({ event: 'LQB' });
  });

  it('add a one-off event that comes before the yearly ones', () => {
    const overrides = parseEventOverrides('x#####CSP-J 2026-09-19');
    expect(eventCountdown(new Date(2026, 8, 1), overrides)).toMatchObject({
      state: 'upcoming',
      event: 'CSP-J',
      days: 18,
    });
  });
});
