import type { ListPlace } from '../../../components/admin-list/list-place';
import { keywordPageSearch, type ListPlaceSearch } from '../../../components/admin-list/list-place-search';

/** The admin discussion list's state, kept in the URL: the keyword and the page. */
export type AdminDiscussionListState = ListPlace;
export type AdminDiscussionListSearch = ListPlaceSearch;

const search = keywordPageSearch({ lastPage: 1_000_000 });

/** Reads the URL query; an unreadable value falls back to its default, never an error page. */
export const parseAdminDiscussionListSearch = search.parse;
/** Writes the state back without its defaults, so a plain list is plain `/admin/discussion`. */
export const toAdminDiscussionListSearch = search.write;
