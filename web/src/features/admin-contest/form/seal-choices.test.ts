import { describe, expect, it } from 'vitest';
import {
  defaultSealChoice,
  sealChoiceAfterChange,
  sealChoiceDisabled,
  sealChoiceOf,
  sealTimeMs,
} from './seal-choices';

const start = Date.parse('2025-05-01T02:00:00Z');
const end = Date.parse('2025-05-01T07:00:00Z');

describe('the seal choices', () => {
  it('disables the half hour under 1800 s and the hour under 3600 s, never the whole contest', () => {
    expect(sealChoiceDisabled('halfHour', 1799)).toBe(true);
    expect(sealChoiceDisabled('halfHour', 1800)).toBe(false);
    expect(sealChoiceDisabled('hour', 3599)).toBe(true);
    expect(sealChoiceDisabled('hour', 3600)).toBe(false);
    expect(sealChoiceDisabled('whole', 60)).toBe(false);
  });

  it('defaults to the whole contest for OI or a contest under an hour, else to the last hour', () => {
    expect(defaultSealChoice(1, 5 * 3600)).toBe('whole');
    expect(defaultSealChoice(0, 3599)).toBe('whole');
    expect(defaultSealChoice(0, 3600)).toBe('hour');
  });

  it('keeps a chosen half hour while the contest is long enough, and falls back to the default when not', () => {
    expect(sealChoiceAfterChange('halfHour', 0, 7200)).toBe('halfHour');
    expect(sealChoiceAfterChange('hour', 0, 2400)).toBe('whole');
    expect(sealChoiceAfterChange('halfHour', 0, 1000)).toBe('whole');
  });

  it('turns a choice into the seal time, and a stored time back into its choice', () => {
    expect(new Date(sealTimeMs('halfHour', start, end, null)).toISOString()).toBe('2025-05-01T06:30:00.000Z');
    expect(new Date(sealTimeMs('hour', start, end, null)).toISOString()).toBe('2025-05-01T06:00:00.000Z');
    expect(sealTimeMs('whole', start, end, null)).toBe(start);
    const odd = Date.parse('2025-05-01T05:10:00Z');
    expect(sealTimeMs('kept', start, end, odd)).toBe(odd);
    expect(sealChoiceOf(end - 1800_000, start, end)).toBe('halfHour');
    expect(sealChoiceOf(end - 3600_000, start, end)).toBe('hour');
    expect(sealChoiceOf(start, start, end)).toBe('whole');
    expect(sealChoiceOf(odd, start, end)).toBe('kept');
  });
});
