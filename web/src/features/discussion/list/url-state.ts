import { urlId, urlKeyword, urlPage } from '../../../lib/url-params';

/** Every filter of /discussion (spec part 3 §2.1) with its default filled in. */
export interface DiscussionListFilters {
  keyword: string;
  /** A category's id; null for every category. */
  cid: number | null;
  /** Only the viewer's own discussions (logged-in viewers). */
  onlyMine: boolean;
  currentPage: number;
}

/** The URL query of /discussion: only what differs from the defaults. */
export interface DiscussionListSearch {
  keyword?: string;
  cid?: number;
  onlyMine?: boolean;
  currentPage?: number;
}

export const defaultDiscussionListFilters: DiscussionListFilters = {
  keyword: '',
  cid: null,
  onlyMine: false,
  currentPage: 1,
};

const keywordSchema = urlKeyword();
const idSchema = urlId;
const pageSchema = urlPage();

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** Reads the URL query; the router parses JSON-looking values, and a malformed one falls back. */
export function parseDiscussionListSearch(search: Record<string, unknown>): DiscussionListFilters {
  return {
    keyword: absent(search.keyword) ? '' : keywordSchema.parse(search.keyword),
    cid: absent(search.cid) ? null : idSchema.parse(search.cid),
    onlyMine: search.onlyMine === true || search.onlyMine === 'true',
    currentPage: absent(search.currentPage) ? 1 : pageSchema.parse(search.currentPage),
  };
}

/** Writes the filters back, dropping the defaults, so a plain list is a plain /discussion. */
export function toDiscussionListSearch(filters: DiscussionListFilters): DiscussionListSearch {
  const search: DiscussionListSearch = {};
  if (filters.keyword.trim() !== '') search.keyword = filters.keyword.trim();
  if (filters.cid !== null) search.cid = filters.cid;
  if (filters.onlyMine) search.onlyMine = true;
  if (filters.currentPage !== 1) search.currentPage = filters.currentPage;
  return search;
}

/** A changed filter shows its results from the first page. */
export function changeDiscussionFilters(
  filters: DiscussionListFilters,
  change: Partial<Omit<DiscussionListFilters, 'currentPage'>>,
): DiscussionListFilters {
  return { ...filters, ...change, currentPage: 1 };
}
