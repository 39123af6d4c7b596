import { describe, expect, it } from 'vitest';
import {
  changeContestFilters,
  defaultContestListFilters,
  parseContestListSearch,
  toContestListSearch,
} from './url-state';

describe('the contest list URL state', () => {
  it('reads status, rule, keyword and page, as text or as the numbers the router parsed', () => {
    expect(parseContestListSearch({ status: '-1', type: 1, keyword: ' Spring ', currentPage: '3' })).toEqual({
      status: -1,
      type: 1,
      keyword: 'Spring',
      currentPage: 3,
    });
    expect(parseContestListSearch({ keyword: 2024 }).keyword).toBe('2024');
  });

  it('falls back to the defaults for values it cannot read', () => {
    expect(parseContestListSearch({ status: '2', type: 'acm', currentPage: '-4' })).toEqual(
      defaultContestListFilters,
    );
    expect(parseContestListSearch({ status: '', type: '' })).toEqual(defaultContestListFilters);
  });

  it('writes only what differs from the defaults, so a plain list is a plain /contest', () => {
    expect(toContestListSearch(defaultContestListFilters)).toEqual({});
    expect(toContestListSearch({ status: 0, type: 0, keyword: ' cup ', currentPage: 2 })).toEqual({
      status: 0,
      type: 0,
      keyword: 'cup',
      currentPage: 2,
    });
  });

  it('goes back to the first page when a filter changes', () => {
    const onPage3 = { ...defaultContestListFilters, currentPage: 3 };
    expect(changeContestFilters(onPage3, { status: 1 })).toEqual({
      ...defaultContestListFilters,
      status: 1,
    });
  });
});
