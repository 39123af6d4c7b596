import { describe, expect, it } from 'vitest';
import {
  defaultAdminProblemListFilters,
  parseAdminProblemListSearch,
  toAdminProblemListSearch,
} from './url-state';

describe('the admin problem list’s URL state', () => {
  it('reads a plain URL as the defaults', () => {
    expect(parseAdminProblemListSearch({})).toEqual(defaultAdminProblemListFilters);
  });

  it('reads every filter it writes back', () => {
    const filters = { keyword: 'A+B', auth: 2 as const, currentPage: 3, limit: 50 };
    expect(parseAdminProblemListSearch({ ...toAdminProblemListSearch(filters) })).toEqual(filters);
  });

  it('falls back to the default of a value that makes no sense', () => {
    expect(parseAdminProblemListSearch({ auth: 7, currentPage: -2, limit: 13, keyword: 1001 })).toEqual({
      keyword: '1001',
      auth: null,
      currentPage: 1,
      limit: 10,
    });
  });

  it('leaves empty filters and default paging out of the URL', () => {
    expect(toAdminProblemListSearch(defaultAdminProblemListFilters)).toEqual({});
  });
});
