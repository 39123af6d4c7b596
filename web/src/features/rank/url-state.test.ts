import { describe, expect, it } from 'vitest';
import { parseRankSearch, switchRankType, toRankSearch } from './url-state';

describe('parseRankSearch', () => {
  it('fills in the ACM list, page 1 and 50 a page when the URL says nothing', () => {
    expect(parseRankSearch({})).toEqual({ type: 0, searchUser: '', currentPage: 1, limit: 50, chart: false });
  });

  it('takes 100 a page for the OI list and keeps a size of the pager', () => {
    expect(parseRankSearch({ type: 1 }).limit).toBe(100);
    expect(parseRankSearch({ type: 1, limit: 30 }).limit).toBe(30);
  });

  it('falls back to the defaults for malformed values', () => {
    expect(parseRankSearch({ type: 7, currentPage: -3, limit: 33, searchUser: {} })).toEqual({
      type: 0,
      searchUser: '',
      currentPage: 1,
      limit: 50,
      chart: false,
    });
  });
});

describe('toRankSearch', () => {
  it('keeps only what differs from the defaults, and round-trips', () => {
    const filters = { type: 1 as const, searchUser: 'ada', currentPage: 2, limit: 100, chart: true };
    expect(toRankSearch(filters)).toEqual({ type: 1, searchUser: 'ada', currentPage: 2, chart: true });
    expect(parseRankSearch({ ...toRankSearch(filters) })).toEqual(filters);
    expect(toRankSearch(parseRankSearch({}))).toEqual({});
  });
});

describe('switchRankType', () => {
  it("goes back to page 1 with the other list's page size", () => {
    const acm = parseRankSearch({ currentPage: 4, limit: 10 });
    expect(switchRankType(acm, 1)).toMatchObject({ type: 1, currentPage: 1, limit: 100 });
  });
});
