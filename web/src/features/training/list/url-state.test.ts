import { describe, expect, it } from 'vitest';
import {
  changeTrainingFilters,
  defaultTrainingListFilters,
  parseTrainingListSearch,
  toTrainingListSearch,
} from './url-state';

describe('the training list URL state', () => {
  it('reads mode, keyword, category, auth and page, as text or as the numbers the router parsed', () => {
    expect(
      parseTrainingListSearch({
        mode: 'pack',
        keyword: ' loops ',
        categoryId: '4',
        auth: 'Private',
        currentPage: 2,
      }),
    ).toEqual({ mode: 'pack', keyword: 'loops', categoryId: 4, auth: 'Private', currentPage: 2 });
    expect(parseTrainingListSearch({ keyword: 2024 }).keyword).toBe('2024');
  });

  it('falls back to the defaults for values it cannot read', () => {
    expect(
      parseTrainingListSearch({ mode: 'cards', categoryId: 'x', auth: 'Protected', currentPage: '-1' }),
    ).toEqual(defaultTrainingListFilters);
  });

  it('writes only what differs from the defaults', () => {
    expect(toTrainingListSearch(defaultTrainingListFilters)).toEqual({});
    expect(
      toTrainingListSearch({ mode: 'pack', keyword: ' a ', categoryId: 3, auth: 'Public', currentPage: 4 }),
    ).toEqual({ mode: 'pack', keyword: 'a', categoryId: 3, auth: 'Public', currentPage: 4 });
  });

  it('goes back to the first page on a changed filter and drops the category with the mode', () => {
    const filters = { ...defaultTrainingListFilters, categoryId: 5, currentPage: 3 };
    expect(changeTrainingFilters(filters, { keyword: 'dp' })).toEqual({
      ...filters,
      keyword: 'dp',
      currentPage: 1,
    });
    expect(changeTrainingFilters(filters, { mode: 'pack' })).toMatchObject({
      mode: 'pack',
      categoryId: null,
    });
    expect(changeTrainingFilters(filters, { mode: 'pack', categoryId: 9 })).toMatchObject({ categoryId: 9 });
  });
});
