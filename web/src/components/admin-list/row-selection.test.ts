import { describe, expect, it } from 'vitest';
import { keptOnPage, wholePageTicked, withId } from './row-selection';

describe('the rows ticked for a bulk action', () => {
  it('ticks and unticks one id, never twice', () => {
    expect(withId([3], 5, true)).toEqual([3, 5]);
    expect(withId([3, 5], 5, true)).toEqual([3, 5]);
    expect(withId([3, 5], 3, false)).toEqual([5]);
  });

  it('keeps only the ids still on the page, in the page order', () => {
    expect(keptOnPage([9, 4, 7], [7, 8, 9])).toEqual([7, 9]);
    expect(keptOnPage([1], [])).toEqual([]);
  });

  it('says the whole page is ticked only when every row is and the page has rows', () => {
    expect(wholePageTicked([1, 2], [1, 2])).toBe(true);
    expect(wholePageTicked([1], [1, 2])).toBe(false);
    expect(wholePageTicked([], [])).toBe(false);
  });
});
