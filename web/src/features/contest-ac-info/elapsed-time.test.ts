import { describe, expect, it } from 'vitest';
import { elapsedText } from './elapsed-time';

describe('the time from the contest start', () => {
  it('shows hours, minutes and seconds', () => {
    expect(elapsedText(0)).toBe('0:00:00');
    expect(elapsedText(3 * 3600 + 7 * 60 + 5)).toBe('3:07:05');
  });

  it('keeps counting hours past a day and drops fractions', () => {
    expect(elapsedText(26 * 3600 + 59.9)).toBe('26:00:59');
  });
});
