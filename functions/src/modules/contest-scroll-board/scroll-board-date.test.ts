import { describe, expect, it } from 'vitest';
import { scrollBoardDateOf } from './scroll-board-date';

describe('scrollBoardDateOf', () => {
  it.each([
    ['2026-05-01T08:00:00.000Z', '2026/05/01 16:00:00'],
    ['2026-12-31T16:30:05.999Z', '2027/01/01 00:30:05'],
    ['2026-03-09T01:02:03+08:00', '2026/03/09 01:02:03'],
  ])('writes %s as %s (GMT+8, seconds cut)', (iso, expected) => {
    expect(scrollBoardDateOf(iso)).toBe(expected);
  });

  it('refuses a time that does not parse, naming it', () => {
    expect(() => scrollBoardDateOf('yesterday')).toThrow('not a date: "yesterday"');
  });
});
