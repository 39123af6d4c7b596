import { describe, expect, it } from 'vitest';
import { visiblePages } from './visible-pages';

describe('visiblePages', () => {
  it('centres the current page when there is room', () => {
    expect(visiblePages(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('keeps five pages near either end', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page of a short list', () => {
    expect(visiblePages(1, 2)).toEqual([1, 2]);
  });
});
