import { describe, expect, it } from 'vitest';
import { formatBeijingTime } from './beijing-time';

describe('formatBeijingTime', () => {
  it('shows a UTC instant eight hours later', () => {
    expect(formatBeijingTime('2024-05-01T02:03:04.000Z')).toBe('2024-05-01 10:03:04');
  });

  it('moves to the next day and year across midnight', () => {
    expect(formatBeijingTime('2023-12-31T17:30:00Z')).toBe('2024-01-01 01:30:00');
  });

  it('answers a dash for a text that is not a time', () => {
    expect(formatBeijingTime('soon')).toBe('-');
  });
});
