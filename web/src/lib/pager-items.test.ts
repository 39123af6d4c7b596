import { describe, expect, it } from 'vitest';
import { pageCountOf, pagerItems, pagerSlots, visiblePages } from './pager-items';

describe('the pager', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCountOf(0, 30)).toBe(1);
    expect(pageCountOf(30, 30)).toBe(1);
    expect(pageCountOf(31, 30)).toBe(2);
    expect(pageCountOf(101, 10)).toBe(11);
  });

  it('shows every page when there are five or fewer', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('jumps forward near the start', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 'jump-forward', 20]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, 'jump-forward', 20]);
  });

  it('jumps both ways in the middle, keeping the current page and its neighbours', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'jump-back', 9, 10, 11, 'jump-forward', 20]);
  });

  it('jumps back near the end', () => {
    expect(pagerItems(20, 20)).toEqual([1, 'jump-back', 17, 18, 19, 20]);
    expect(pagerItems(18, 20)).toEqual([1, 'jump-back', 17, 18, 19, 20]);
  });

  it('clamps a page past the end', () => {
    expect(pagerItems(99, 6)).toEqual([1, 'jump-back', 3, 4, 5, 6]);
  });
});

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

describe('pagerSlots', () => {
  it('picks the layout the list asked for', () => {
    expect(pagerSlots('window', 6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(pagerSlots('ends', 10, 20)).toEqual([1, 'jump-back', 9, 10, 11, 'jump-forward', 20]);
  });
});
