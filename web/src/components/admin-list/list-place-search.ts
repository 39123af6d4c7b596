import { urlKeyword, urlPage } from '../../lib/url-params';
import { firstListPlace, type ListPlace } from './list-place';

/** A list's place as the URL query keeps it: what equals the first place is left out. */
export interface ListPlaceSearch {
  keyword?: string;
  currentPage?: number;
}

interface ListPlaceLimits {
  /** The server's longest keyword, a list's by default: a longer one in the URL is cut to it. */
  keywordMaxLength?: number;
  /** The highest page the URL may name; past it, the first page. */
  lastPage: number;
}

/**
 * How a keyword-and-page list reads its place from the URL query and writes it back. An unreadable
 * value falls back to its default, never an error page; the router parses JSON-looking values, so
 * `keyword=123` arrives as a number and is read as text.
 */
export function keywordPageSearch({ keywordMaxLength, lastPage }: ListPlaceLimits) {
  const keywordSchema = urlKeyword(keywordMaxLength);
  const pageSchema = urlPage(lastPage);
  return {
    parse: (search: Record<string, unknown>): ListPlace => ({
      keyword: search.keyword === undefined ? firstListPlace.keyword : keywordSchema.parse(search.keyword),
      currentPage:
        search.currentPage === undefined ? firstListPlace.currentPage : pageSchema.parse(search.currentPage),
    }),
    /** Without the defaults, so the plain list is its plain path. */
    write: (place: ListPlace): ListPlaceSearch => {
      const search: ListPlaceSearch = {};
      if (place.keyword !== firstListPlace.keyword) search.keyword = place.keyword;
      if (place.currentPage !== firstListPlace.currentPage) search.currentPage = place.currentPage;
      return search;
    },
  };
}
