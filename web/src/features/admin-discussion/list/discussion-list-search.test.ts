import { describe, expect, it } from 'vitest';
import { parseAdminDiscussionListSearch, toAdminDiscussionListSearch } from './discussion-list-search';

describe('the admin discussion list in the URL', () => {
  it('reads the keyword trimmed and the page', () => {
    expect(parseAdminDiscussionListSearch({ keyword: '  tree dp ', currentPage: '3' })).toEqual({
      keyword: 'tree dp',
      currentPage: 3,
    });
  });

  it('falls back to the first page of everything for unreadable values', () => {
    expect(parseAdminDiscussionListSearch({ keyword: { a: 1 }, currentPage: 'x' })).toEqual({
      keyword: '',
      currentPage: 1,
    });
    expect(parseAdminDiscussionListSearch({ currentPage: -2 })).toEqual({ keyword: '', currentPage: 1 });
  });

  it('keeps a numeric keyword as text and cuts a long one to the server limit', () => {
    expect(parseAdminDiscussionListSearch({ keyword: 1001 }).keyword).toBe('1001');
    expect(parseAdminDiscussionListSearch({ keyword: 'k'.repeat(300) }).keyword).toHaveLength(100);
  });

  it('writes back only what differs from the defaults', () => {
    expect(toAdminDiscussionListSearch({ keyword: '', currentPage: 1 })).toEqual({});
    expect(toAdminDiscussionListSearch({ keyword: 'dp', currentPage: 2 })).toEqual({
      keyword: 'dp',
      currentPage: 2,
    });
  });
});
