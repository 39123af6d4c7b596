import { describe, expect, it } from 'vitest';
import {
  judgeSourceChoices,
  changeFilters,
  defaultProblemListFilters,
  parseProblemListSearch,
  toProblemListSearch,
} from './url-state';

describe('the problem list URL state', () => {
  it('fills every default for an empty query', () => {
    expect(parseProblemListSearch({})).toEqual(defaultProblemListFilters);
  });

  it('reads a full query as the router hands it over', () => {
    expect(
      parseProblemListSearch({
        keyword: ' sum ',
        difficulty: 2,
        oj: 'me',
        tagId: [3, 1],
        currentPage: 4,
        limit: 50,
      }),
    ).toEqual({ keyword: 'sum', difficulty: 2, oj: 'ME', tagIds: [3, 1], currentPage: 4, limit: 50 });
  });

  it('offers no remote judge while none exists, reading one in a link as every source', () => {
    expect(judgeSourceChoices).toEqual(['ME']);
    expect(parseProblemListSearch({ oj: 'CF' }).oj).toBeNull();
  });

  it('reads tag ids from a JSON list, a comma list or one id, skipping bad and repeated ids', () => {
    expect(parseProblemListSearch({ tagId: '[1,2]' }).tagIds).toEqual([1, 2]);
    expect(parseProblemListSearch({ tagId: '4, 5,,x' }).tagIds).toEqual([4, 5]);
    expect(parseProblemListSearch({ tagId: 7 }).tagIds).toEqual([7]);
    expect(parseProblemListSearch({ tagId: [1, 1, -2, 'a', '3'] }).tagIds).toEqual([1, 3]);
    expect(parseProblemListSearch({ tagId: '[1,' }).tagIds).toEqual([]);
    expect(parseProblemListSearch({ tagId: { a: 1 } }).tagIds).toEqual([]);
  });

  it('keeps a numeric keyword as text', () => {
    expect(parseProblemListSearch({ keyword: 1000 }).keyword).toBe('1000');
  });

  it('falls back to the defaults for malformed values', () => {
    expect(
      parseProblemListSearch({
        keyword: { x: 1 },
        difficulty: 9,
        oj: 'NOWHERE',
        currentPage: -3,
        limit: 7,
      }),
    ).toEqual(defaultProblemListFilters);
    expect(parseProblemListSearch({ difficulty: '', currentPage: 'two', limit: '' })).toEqual(
      defaultProblemListFilters,
    );
  });

  it('treats Mine as this site and accepts difficulty 0', () => {
    const filters = parseProblemListSearch({ oj: 'Mine', difficulty: '0' });
    expect(filters.oj).toBe('ME');
    expect(filters.difficulty).toBe(0);
  });

  it('writes only what differs from the defaults, dropping empty filters', () => {
    expect(toProblemListSearch(defaultProblemListFilters)).toEqual({});
    expect(toProblemListSearch({ ...defaultProblemListFilters, keyword: '  ', tagIds: [] })).toEqual({});
    expect(
      toProblemListSearch({
        keyword: 'tree',
        difficulty: 0,
        oj: 'ME',
        tagIds: [2],
        currentPage: 3,
        limit: 10,
      }),
    ).toEqual({ keyword: 'tree', difficulty: 0, oj: 'ME', tagId: [2], currentPage: 3, limit: 10 });
  });

  it('round-trips through the query', () => {
    const filters = { keyword: 'a', difficulty: 4, oj: null, tagIds: [9, 8], currentPage: 2, limit: 100 };
    expect(parseProblemListSearch({ ...toProblemListSearch(filters) })).toEqual(filters);
  });

  it('goes back to the first page when a filter changes', () => {
    const onPageFive = { ...defaultProblemListFilters, currentPage: 5 };
    expect(changeFilters(onPageFive, { difficulty: 1 })).toEqual({
      ...defaultProblemListFilters,
      difficulty: 1,
    });
  });
});
