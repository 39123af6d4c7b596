/**
 * The page slots of the one pager (components/ui/pager.tsx), in its two layouts: `ends` keeps the
 * first and last page with jumps over the hidden ones (the problem list), `window` shows the pages
 * around the current one (the submission list).
 */

/** One slot of the pager: a page number, or a jump over the hidden pages before or after. */
export type PagerItem = number | 'jump-back' | 'jump-forward';

/** How many pages the full pager shows (spec §9: pager count 5). */
export const pagerCount = 5;

export function pageCountOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)));
}

/**
 * The slots of the pager around the current page: the first and the last page always, the current
 * one with its neighbours, and a jump where pages are left out, `pagerCount` page numbers at most.
 */
export function pagerItems(currentPage: number, pageCount: number, count: number = pagerCount): PagerItem[] {
  if (pageCount <= count) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const half = Math.floor((count - 1) / 2);
  const current = Math.min(Math.max(1, currentPage), pageCount);
  const jumpBack = current > count - half;
  const jumpForward = current < pageCount - half;
  let first: number;
  let last: number;
  if (jumpBack && jumpForward) {
    first = current - (half - 1);
    last = current + (half - 1);
  } else if (jumpBack) {
    first = pageCount - (count - 2);
    last = pageCount - 1;
  } else {
    first = 2;
    last = count - 1;
  }
  const middle = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return [
    1,
    ...(jumpBack ? (['jump-back'] as const) : []),
    ...middle,
    ...(jumpForward ? (['jump-forward'] as const) : []),
    pageCount,
  ];
}

/** The page numbers of the `window` layout: up to five, the current one in the middle where there is room. */
export function visiblePages(current: number, pageCount: number, count: number = pagerCount): number[] {
  const first = Math.max(1, Math.min(current - Math.floor(count / 2), pageCount - count + 1));
  const last = Math.min(pageCount, first + count - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

export type PagerLayout = 'ends' | 'window';

export function pagerSlots(layout: PagerLayout, currentPage: number, pageCount: number): PagerItem[] {
  return layout === 'ends' ? pagerItems(currentPage, pageCount) : visiblePages(currentPage, pageCount);
}
