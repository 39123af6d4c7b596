import { describe, expect, it } from 'vitest';
import {
  changeDiscussionFilters,
  defaultDiscussionListFilters,
  parseDiscussionListSearch,
  toDiscussionListSearch,
} from './url-state';

describe('the discussion list URL state', () => {
  it('reads an empty query as every discussion of every category on page 1', () => {
    expect(parseDiscussionListSearch({})).toEqual(defaultDiscussionListFilters);
  });

  it('reads the category, the keyword, only-mine and the page', () => {
    expect(
      parseDiscussionListSearch({ cid: '3', keyword: ' dp ', onlyMine: 'true', currentPage: 2 }),
    ).toEqual({ cid: 3, keyword: 'dp', onlyMine: true, currentPage: 2 });
  });

  it('falls back to the defaults on malformed values instead of failing', () => {
    expect(parseDiscussionListSearch({ cid: 'x', currentPage: -4, onlyMine: 'maybe' })).toEqual(
      defaultDiscussionListFilters,
    );
  });

  it('keeps only what differs from the defaults in the URL', () => {
    expect(toDiscussionListSearch(defaultDiscussionListFilters)).toEqual({});
    expect(toDiscussionListSearch({ cid: 2, keyword: 'a', onlyMine: true, currentPage: 3 })).toEqual({
      cid: 2,
      keyword: 'a',
      onlyMine: true,
      currentPage: 3,
    });
  });

  it('goes back to page 1 when a filter changes', () => {
    const onPage3 = { ...defaultDiscussionListFilters, currentPage: 3 };
    expect(changeDiscussionFilters(onPage3, { cid: 4 })).toEqual({
      ...defaultDiscussionListFilters,
      cid: 4,
    });
  });
});
