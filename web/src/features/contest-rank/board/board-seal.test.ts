import { describe, expect, it } from 'vitest';
import { isSealedAt, sealWindowOf } from './board-seal';

const contest = {
  sealRank: true,
  sealRankTime: '2026-03-01T03:00:00.000Z',
  endTime: '2026-03-01T04:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('whether the board is sealed for the viewer', () => {
  it('is sealed for a contestant from the seal time until the end', () => {
    const window = sealWindowOf(contest, false);
    expect(isSealedAt(window, at('2026-03-01T02:59:59.000Z'))).toBe(false);
    expect(isSealedAt(window, at('2026-03-01T03:00:00.000Z'))).toBe(true);
    expect(isSealedAt(window, at('2026-03-01T03:59:59.000Z'))).toBe(true);
    expect(isSealedAt(window, at('2026-03-01T04:00:00.000Z'))).toBe(false);
  });

  it('is never sealed for a contest admin', () => {
    expect(sealWindowOf(contest, true)).toBeNull();
  });

  it('is never sealed when the contest does not seal its board', () => {
    expect(sealWindowOf({ ...contest, sealRank: false }, false)).toBeNull();
    expect(sealWindowOf({ ...contest, sealRankTime: null }, false)).toBeNull();
  });
});
