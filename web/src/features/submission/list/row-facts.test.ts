import { describe, expect, it } from 'vitest';
import { shownMemory, shownScore, shownTime } from './row-facts';

describe('the row facts', () => {
  it('show the score of OI rows only', () => {
    expect(shownScore({ oiRankScore: 100, score: 80 })).toBe('80');
    expect(shownScore({ oiRankScore: null, score: 80 })).toBe('-');
    expect(shownScore({ oiRankScore: 100, score: null })).toBe('-');
  });

  it('show "-" for a missing time or memory', () => {
    expect(shownTime({ time: null })).toBe('-');
    expect(shownTime({ time: 12 })).toBe('12ms');
    expect(shownMemory({ memory: null })).toBe('-');
    expect(shownMemory({ memory: 2048 })).toBe('2MB');
  });
});
