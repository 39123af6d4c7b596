import { describe, expect, it } from 'vitest';
import { defaultMedalCounts, parseMedalCount } from './medal-counts';
import { scrollBoardHref } from './scroll-board-href';

describe('the scroll board settings', () => {
  it('gives 10, 20 and 30 percent of the ranked contestants, floored', () => {
    expect(defaultMedalCounts(100)).toEqual([10, 20, 30]);
    expect(defaultMedalCounts(47)).toEqual([4, 9, 14]);
    expect(defaultMedalCounts(9)).toEqual([0, 1, 2]);
  });

  it('gives a whole share its medal: 30 percent of 10 is 3, of 70 is 21', () => {
    expect(defaultMedalCounts(10)).toEqual([1, 2, 3]);
    expect(defaultMedalCounts(70)).toEqual([7, 14, 21]);
  });

  it('gives no medal when nobody is ranked', () => {
    expect(defaultMedalCounts(0)).toEqual([0, 0, 0]);
  });

  it('reads whole numbers from 0 and refuses anything else', () => {
    expect(parseMedalCount(' 12 ')).toBe(12);
    expect(parseMedalCount('0')).toBe(0);
    expect(parseMedalCount('-1')).toBeNull();
    expect(parseMedalCount('2.5')).toBeNull();
    expect(parseMedalCount('')).toBeNull();
  });

  it('writes the address the scroll board reads, medals in gold, silver, bronze order', () => {
    expect(scrollBoardHref(7, true, [3, 6, 9])).toBe(
      '/scrollBoard?cid=7&removeStar=true&medals[]=3&medals[]=6&medals[]=9',
    );
    expect(scrollBoardHref(12, false, [0, 1, 2])).toBe(
      '/scrollBoard?cid=12&removeStar=false&medals[]=0&medals[]=1&medals[]=2',
    );
  });
});
