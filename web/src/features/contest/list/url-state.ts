import * as z from 'zod';
import { urlKeyword, urlPage } from '../../../lib/url-params';

/** Every filter of the contest list with its defaults filled in (spec part 2, §2 "Contest list"). */
export interface ContestListFilters {
  /** -1 scheduled, 0 running, 1 ended; null for every status. */
  status: -1 | 0 | 1 | null;
  /** 0 ACM, 1 OI; null for every rule. */
  type: 0 | 1 | null;
  keyword: string;
  currentPage: number;
}

/** The URL query of /contest: only what differs from the defaults. */
export interface ContestListSearch {
  status?: -1 | 0 | 1;
  type?: 0 | 1;
  keyword?: string;
  currentPage?: number;
}

export const defaultContestListFilters: ContestListFilters = {
  status: null,
  type: null,
  keyword: '',
  currentPage: 1,
};

/** The router parses JSON-looking values, so `status=-1` arrives as a number and `keyword=12` too. */
const statusSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(-1), z.literal(0), z.literal(1)]))
  .nullable()
  .catch(null);
const typeSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1)]))
  .nullable()
  .catch(null);
const keywordSchema = urlKeyword();
const currentPageSchema = urlPage();

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** Reads the URL query; a malformed value falls back to its default, never an error page. */
export function parseContestListSearch(search: Record<string, unknown>): ContestListFilters {
  return {
    status: absent(search.status) ? null : statusSchema.parse(search.status),
    type: absent(search.type) ? null : typeSchema.parse(search.type),
    keyword: absent(search.keyword) ? '' : keywordSchema.parse(search.keyword),
    currentPage: absent(search.currentPage) ? 1 : currentPageSchema.parse(search.currentPage),
  };
}

/** Writes filters back as a URL query, dropping empty filters and the first page. */
export function toContestListSearch(filters: ContestListFilters): ContestListSearch {
  const search: ContestListSearch = {};
  if (filters.status !== null) search.status = filters.status;
  if (filters.type !== null) search.type = filters.type;
  if (filters.keyword.trim() !== '') search.keyword = filters.keyword.trim();
  if (filters.currentPage !== 1) search.currentPage = filters.currentPage;
  return search;
}

/** A changed filter shows its results from the first page. */
export function changeContestFilters(
  filters: ContestListFilters,
  change: Partial<Omit<ContestListFilters, 'currentPage'>>,
): ContestListFilters {
  return { ...filters, ...change, currentPage: 1 };
}
