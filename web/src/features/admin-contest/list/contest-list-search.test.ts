import { describe, expect, it } from 'vitest';
import { parseAdminContestListSearch, toAdminContestListSearch } from './contest-list-search';

describe('the admin contest list URL', () => {
  it('reads the keyword and the page, a numeric keyword as text', () => {
    expect(parseAdminContestListSearch({ keyword: 1001, currentPage: '3' })).toEqual({
      keyword: '1001',
      currentPage: 3,
    });
  });

  it('falls back to the first page for a page that makes no sense', () => {
    expect(parseAdminContestListSearch({ currentPage: 'x' })).toEqual({ keyword: '', currentPage: 1 });
    expect(parseAdminContestListSearch({ currentPage: -2 }).currentPage).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(toAdminContestListSearch({ keyword: '', currentPage: 1 })).toEqual({});
    expect(toAdminContestListSearch({ keyword: 'spring', currentPage: 2 })).toEqual({
      keyword: 'spring',
      currentPage: 2,
    });
  });
});
