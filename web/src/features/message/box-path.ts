/*
 * The message centre's paths (spec part 3, §2.5): `/message/<box>` with the box's page in the URL.
 * Kept apart from the box table (`boxes.ts`) because the route tree, in the first load, reads it.
 */

/** The boxes' path segments, in the tabs' order. */
export const boxSegments = ['discuss', 'reply', 'like', 'sys', 'mine'] as const;
export type BoxSegment = (typeof boxSegments)[number];

/** A path segment naming a box, or null for anything else. */
export function boxSegmentOf(value: string): BoxSegment | null {
  return boxSegments.find((segment) => segment === value) ?? null;
}

/** A box's page in the URL (`/message/reply?currentPage=2`); page 1 is left out. */
export interface BoxSearch {
  currentPage?: number;
}

/** Reads the page from the URL; anything but a whole number from 1 falls back to page 1. */
export function parseBoxSearch(search: Record<string, unknown>): BoxSearch {
  const page = Number(search.currentPage);
  return Number.isInteger(page) && page > 1 ? { currentPage: page } : {};
}
