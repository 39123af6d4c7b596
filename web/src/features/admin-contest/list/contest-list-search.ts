import * as z from 'zod';

/** The admin contest list's state, kept in the URL so a link or the back button returns to it. */
export interface AdminContestListState {
  keyword: string;
  currentPage: number;
}

/** The URL query: only what differs from the defaults. */
export interface AdminContestListSearch {
  keyword?: string;
  currentPage?: number;
}

/** The router parses JSON-looking values, so `keyword=123` may arrive as a number. */
const keywordSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().slice(0, 255))
  .catch('');
const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** Reads the query; a value that makes no sense falls back to its default, never an error page. */
export function parseAdminContestListSearch(search: Record<string, unknown>): AdminContestListState {
  return {
    keyword: search.keyword === undefined ? '' : keywordSchema.parse(search.keyword),
    currentPage: search.currentPage === undefined ? 1 : pageSchema.parse(search.currentPage),
  };
}

export function toAdminContestListSearch(state: AdminContestListState): AdminContestListSearch {
  const search: AdminContestListSearch = {};
  if (state.keyword !== '') search.keyword = state.keyword;
  if (state.currentPage !== 1) search.currentPage = state.currentPage;
  return search;
}
