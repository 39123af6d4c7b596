import { describe, expect, it } from 'vitest';
import { formatBeijingTime } from './beijing-time';

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
