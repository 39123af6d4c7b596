/** A box's page in the URL (`/message/reply?currentPage=2`); page 1 is left out. */
export interface BoxSearch {
  currentPage?: number;
}

/** Reads the page from the URL; anything but a whole number from 1 falls back to page 1. */
export function parseBoxSearch(search: Record<string, unknown>): BoxSearch {
  const page = Number(search.currentPage);
  return Number.isInteger(page) && page > 1 ? { currentPage: page } : {};
}
