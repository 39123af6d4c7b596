import { describe, expect, it } from 'vitest';
import { keywordPageSearch } from './list-place-search';

const search = keywordPageSearch({ keywordMaxLength: 10, lastPage: 50 });

describe('a list place in the URL', () => {
  it('reads the keyword trimmed, a numeric one as text, and the page', () => {
    expect(search.parse({ keyword: '  tree dp ', currentPage: '3' })).toEqual({
      keyword: 'tree dp',
      currentPage: 3,
    });
    expect(search.parse({ keyword: 1001 }).keyword).toBe('1001');
  });

  it('falls back to the first page of every row for what it cannot read', () => {
    expect(search.parse({})).toEqual({ keyword: '', currentPage: 1 });
    expect(search.parse({ keyword: { a: 1 }, currentPage: 'x' })).toEqual({ keyword: '', currentPage: 1 });
    expect(search.parse({ currentPage: -2 }).currentPage).toBe(1);
  });

  it('cuts a keyword to the server limit and refuses a page past the last one', () => {
    expect(search.parse({ keyword: 'k'.repeat(30) }).keyword).toBe('k'.repeat(10));
    expect(search.parse({ currentPage: 51 }).currentPage).toBe(1);
    expect(search.parse({ currentPage: 50 }).currentPage).toBe(50);
  });

  it('writes back only what differs from the first place', () => {
    expect(search.write({ keyword: '', currentPage: 1 })).toEqual({});
    expect(search.write({ keyword: 'dp', currentPage: 2 })).toEqual({ keyword: 'dp', currentPage: 2 });
  });
});
