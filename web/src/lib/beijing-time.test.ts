import { describe, expect, it } from 'vitest';
import { beijingWallClockToMs, formatBeijingTime } from './beijing-time';

describe('times on screen', () => {
  it('show a UTC instant eight hours later', () => {
    expect(formatBeijingTime('2024-05-01T02:03:04.000Z')).toBe('2024-05-01 10:03:04');
  });

  it('move to the next day and year across midnight', () => {
    expect(formatBeijingTime('2023-12-31T17:30:00Z')).toBe('2024-01-01 01:30:00');
  });

  it('cut to the minute or the day on request, after the shift', () => {
    expect(formatBeijingTime('2025-03-01T20:15:30.123Z', 'minute')).toBe('2025-03-02 04:15');
    expect(formatBeijingTime('2025-03-01T20:15:30.123Z', 'day')).toBe('2025-03-02');
  });

  it('do not depend on the browser zone', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(formatBeijingTime('2025-01-05T07:03:00Z', 'minute')).toBe('2025-01-05 15:03');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('answer a dash for a text that is not a time', () => {
    expect(formatBeijingTime('soon')).toBe('-');
  });
});

describe('a wall-clock time at UTC+8', () => {
  it('is the instant eight hours earlier in UTC, a missing second being 0', () => {
    expect(beijingWallClockToMs(['2026', '05', '01', '16', '00', '30'])).toBe(
      Date.parse('2026-05-01T08:00:30Z'),
    );
    expect(beijingWallClockToMs(['2026', '01', '01', '03', '15', undefined])).toBe(
      Date.parse('2025-12-31T19:15:00Z'),
    );
  });

  it('is no instant when no such time exists, rather than the one Date.UTC rolls over to', () => {
    const missing = [
      ['2026', '02', '30', '10', '00', '00'],
      ['2026', '13', '01', '10', '00', '00'],
      ['2026', '05', '01', '24', '00', '00'],
      ['2026', '05', '01', '10', '75', '00'],
      ['2026', '05', '01', '10', '00', '60'],
    ];
    expect(missing.map(beijingWallClockToMs)).toEqual([null, null, null, null, null]);
  });
});
