import { useState } from 'react';

/**
 * Where a list stands: the keyword it is narrowed to and the page in view. A list kept in the URL
 * reads it from its route (`keywordPageSearch`); a list inside a screen keeps it with `useListPlace`.
 */
export interface ListPlace {
  keyword: string;
  currentPage: number;
}

/** Every row, first page: where a list starts. */
export const firstListPlace: ListPlace = { keyword: '', currentPage: 1 };

/** A list's place kept by the screen it sits in, for a list whose place the URL does not keep. */
export function useListPlace(): [ListPlace, (next: ListPlace) => void] {
  return useState<ListPlace>(firstListPlace);
}

/** The paging half of a place: the page in view and how another page is asked for. */
export function pageOfPlace(place: ListPlace, onPlace: (next: ListPlace) => void) {
  return {
    currentPage: place.currentPage,
    onPage: (currentPage: number) => onPlace({ ...place, currentPage }),
  };
}
