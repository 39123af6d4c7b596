import { describe, expect, it } from 'vitest';
import { isoOfScrollBoardDate } from './scroll-board-date';

describe('isoOfScrollBoardDate', () => {
  it('reads a GMT+8 wall-clock time as the instant eight hours earlier in UTC', () => {
    expect(isoOfScrollBoardDate('2026/05/01 16:00:00', 'startTime')).toBe('2026-05-01T08:00:00.000Z');
  });

  it('crosses midnight back into the previous UTC day', () => {
    expect(isoOfScrollBoardDate('2026/01/01 07:59:59', 'submitTime')).toBe('2025-12-31T23:59:59.000Z');
  });

  it('refuses a text in another format, naming the field', () => {
    expect(() => isoOfScrollBoardDate('2026-05-01T08:00:00Z', 'sealRankTime')).toThrow(/sealRankTime/);
  });

  it('refuses a day that does not exist rather than rolling it over', () => {
    expect(() => isoOfScrollBoardDate('2026/02/30 10:00:00', 'startTime')).toThrow(/exists/);
  });
});
