import { describe, expect, it } from 'vitest';
import { beijingInputToMs, isoToBeijingInput, msToBeijingInput } from './beijing-time-input';

describe('the form times at UTC+8', () => {
  it('reads a typed time as the instant eight hours earlier in UTC', () => {
    expect(beijingInputToMs('2025-03-01T08:00')).toBe(Date.parse('2025-03-01T00:00:00Z'));
    expect(beijingInputToMs('2025-03-01T07:30:15')).toBe(Date.parse('2025-02-28T23:30:15Z'));
  });

  it('writes a stored time back as the same wall-clock text, seconds only when there are some', () => {
    expect(isoToBeijingInput('2025-02-28T16:00:00.000Z')).toBe('2025-03-01T00:00');
    expect(msToBeijingInput(Date.parse('2025-02-28T23:30:15Z'))).toBe('2025-03-01T07:30:15');
  });

  it('refuses texts that are not times, a 30 February included', () => {
    expect(beijingInputToMs('')).toBeNull();
    expect(beijingInputToMs('2025-02-30T10:00')).toBeNull();
    expect(beijingInputToMs('tomorrow')).toBeNull();
    expect(isoToBeijingInput('not a time')).toBe('');
  });
});
