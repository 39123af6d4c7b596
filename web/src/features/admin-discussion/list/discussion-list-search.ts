import * as z from 'zod';
import { discussionRules } from '@oj/shared/domain/discussion';

/** The admin discussion list's state: the keyword and the page. */
export interface AdminDiscussionListState {
  keyword: string;
  currentPage: number;
}

/** The same state as the URL keeps it: defaults left out. */
export interface AdminDiscussionListSearch {
  keyword?: string;
  currentPage?: number;
}

const keywordSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().slice(0, discussionRules.keywordMaxLength))
  .catch('');
const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/** Reads the URL query; an unreadable value falls back to its default, never an error page. */
export function parseAdminDiscussionListSearch(search: Record<string, unknown>): AdminDiscussionListState {
  return {
    keyword: search.keyword === undefined ? '' : keywordSchema.parse(search.keyword),
    currentPage: search.currentPage === undefined ? 1 : pageSchema.parse(search.currentPage),
  };
}

/** Writes the state back without its defaults, so a plain list is plain `/admin/discussion`. */
export function toAdminDiscussionListSearch(state: AdminDiscussionListState): AdminDiscussionListSearch {
  const search: AdminDiscussionListSearch = {};
  if (state.keyword !== '') search.keyword = state.keyword;
  if (state.currentPage !== 1) search.currentPage = state.currentPage;
  return search;
}
