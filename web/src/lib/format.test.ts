import { describe, expect, it } from 'vitest';
import {
  formatAcRate,
  formatLength,
  formatLocalDay,
  formatMemory,
  formatPercent,
  formatTime,
} from './format';

describe('formatMemory', () => {
  it('keeps small amounts in kilobytes', () => expect(formatMemory(512)).toBe('512KB'));
  it('moves to the next unit at 1024', () => expect(formatMemory(1024)).toBe('1MB'));
  it('keeps two decimals', () => expect(formatMemory(1536 + 10)).toBe('1.51MB'));
  it('counts from bytes when asked', () => expect(formatMemory(2048, 'B')).toBe('2KB'));
  it('reaches yottabytes and stops there', () => expect(formatMemory(1024 ** 8)).toBe('1024YB'));
  it('shows a dash for nonsense', () => expect(formatMemory(-1)).toBe('-'));
});

describe('formatTime and formatLength', () => {
  it('shows milliseconds', () => expect(formatTime(15)).toBe('15ms'));
  it('shows bytes', () => expect(formatLength(321)).toBe('321B'));
});

describe('formatAcRate', () => {
  it('has two decimals', () => expect(formatAcRate(1, 3)).toBe('33.33%'));
  it('is zero without submissions', () => expect(formatAcRate(0, 0)).toBe('0.00%'));
  it('reaches a hundred', () => expect(formatAcRate(7, 7)).toBe('100.00%'));
});

describe('formatPercent', () => {
  it('has two decimals', () => expect(formatPercent(100 / 3)).toBe('33.33%'));
  it('prints zero as 0.00%', () => expect(formatPercent(0)).toBe('0.00%'));
});

describe('formatLocalDay', () => {
  it('keys the date by the local calendar day', () =>
    expect(formatLocalDay(new Date(2026, 0, 5))).toBe('2026-01-05'));
});
