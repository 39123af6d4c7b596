import { describe, expect, it } from 'vitest';
import { parseAdminTrainingListSearch, toAdminTrainingListSearch } from './training-list-search';

describe('the admin training list URL state', () => {
  it('reads the keyword and the page, falling back on what it cannot read', () => {
    expect(parseAdminTrainingListSearch({ keyword: ' loops ', currentPage: '3' })).toEqual({
      keyword: 'loops',
      currentPage: 3,
    });
    expect(parseAdminTrainingListSearch({ keyword: 7, currentPage: 'x' })).toEqual({
      keyword: '7',
      currentPage: 1,
    });
    expect(parseAdminTrainingListSearch({})).toEqual({ keyword: '', currentPage: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(toAdminTrainingListSearch({ keyword: '', currentPage: 1 })).toEqual({});
    expect(toAdminTrainingListSearch({ keyword: 'dp', currentPage: 2 })).toEqual({
      keyword: 'dp',
      currentPage: 2,
    });
  });
});
