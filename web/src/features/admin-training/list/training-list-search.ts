import type { ListPlace } from '../../../components/admin-list/list-place';
import { keywordPageSearch, type ListPlaceSearch } from '../../../components/admin-list/list-place-search';

/** The admin training list's state, kept in the URL: the keyword and the page. */
export type AdminTrainingListState = ListPlace;
export type AdminTrainingListSearch = ListPlaceSearch;

const search = keywordPageSearch({ lastPage: 1_000_000 });

/** Reads the URL query; an unreadable value falls back to its default. */
export const parseAdminTrainingListSearch = search.parse;
/** Writes the state back without its defaults. */
export const toAdminTrainingListSearch = search.write;
