/** Spec §9: the pager shows five page numbers. */
export const pagerCount = 5;

/** The page numbers to show: up to five, the current one in the middle where there is room. */
export function visiblePages(current: number, pageCount: number): number[] {
  const first = Math.max(1, Math.min(current - Math.floor(pagerCount / 2), pageCount - pagerCount + 1));
  const last = Math.min(pageCount, first + pagerCount - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}
