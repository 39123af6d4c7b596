import { describe, expect, it } from 'vitest';
import { boardPageRequest, rankSearchOf, rankSearchSchema, rankViewOf } from './rank-search';

describe('the board state in the URL', () => {
  it('reads page, page size and keyword', () => {
    const search = rankSearchSchema.parse({ currentPage: '3', limit: '300', keyword: ' team ' });
    expect(rankViewOf(search)).toEqual({ currentPage: 3, limit: 300, keyword: 'team' });
  });

  it('is page 1 of 50 rows with no keyword by default', () => {
    expect(rankViewOf(rankSearchSchema.parse({}))).toEqual({ currentPage: 1, limit: 50, keyword: '' });
  });

  it('falls back to the default for a page size the board does not offer or a bad page', () => {
    const search = rankSearchSchema.parse({ currentPage: '-2', limit: '20' });
    expect(rankViewOf(search)).toEqual({ currentPage: 1, limit: 50, keyword: '' });
  });

  it('writes back only what differs from the defaults', () => {
    expect(rankSearchOf({ currentPage: 1, limit: 50, keyword: '' })).toEqual({
      currentPage: undefined,
      limit: undefined,
      keyword: undefined,
    });
    expect(rankSearchOf({ currentPage: 2, limit: 10, keyword: 'x' })).toEqual({
      currentPage: 2,
      limit: 10,
      keyword: 'x',
    });
  });
});

describe('the page of the board a view asks for', () => {
  it('sends the page, its size, the keyword and the followed contestants’ uids', () => {
    const view = { currentPage: 2, limit: 30, keyword: 'team' };
    expect(boardPageRequest(7, view, [{ uid: 'u1' }, { uid: 'u2' }])).toEqual({
      cid: 7,
      currentPage: 2,
      limit: 30,
      keyword: 'team',
      concernedList: ['u1', 'u2'],
    });
  });

  it('sends no keyword for an empty box', () => {
    expect(boardPageRequest(7, { currentPage: 1, limit: 50, keyword: '' }, []).keyword).toBeNull();
  });
});
