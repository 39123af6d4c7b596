import type { ListPlace } from '../../../components/admin-list/list-place';
import { keywordPageSearch, type ListPlaceSearch } from '../../../components/admin-list/list-place-search';

/** The admin contest list's state, kept in the URL so a link or the back button returns to it. */
export type AdminContestListState = ListPlace;
/** The URL query: only what differs from the defaults. */
export type AdminContestListSearch = ListPlaceSearch;

/** The longest keyword the server takes for the contest list (its query schema). */
export const contestKeywordMaxLength = 255;

const search = keywordPageSearch({ keywordMaxLength: contestKeywordMaxLength, lastPage: 100_000 });

/** Reads the query; a value that makes no sense falls back to its default, never an error page. */
export const parseAdminContestListSearch = search.parse;
export const toAdminContestListSearch = search.write;
