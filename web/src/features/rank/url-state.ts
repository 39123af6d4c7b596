import * as z from 'zod';
import { rankRules, rankTypes, type RankType } from '@oj/shared/api/rank';
import { urlKeyword, urlPage } from '../../lib/url-params';

/** The page sizes the ranking's pager offers (spec §9: 50 ACM and 100 OI by default). */
export const rankPageSizes = [10, 30, 50, 100] as const;

/** Every choice of /rank with its default filled in. */
export interface RankFilters {
  type: RankType;
  searchUser: string;
  currentPage: number;
  limit: number;
  /** Whether the top-10 chart shows. */
  chart: boolean;
}

/** The URL query of /rank: only what differs from the defaults. */
export interface RankSearch {
  type?: RankType;
  searchUser?: string;
  currentPage?: number;
  limit?: number;
  chart?: boolean;
}

/** The page size a list starts with (spec §9). */
export function defaultLimitOf(type: RankType): number {
  return type === rankTypes.oi ? rankRules.oiPageSize : rankRules.acmPageSize;
}

const typeSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(rankTypes.acm), z.literal(rankTypes.oi)]))
  .catch(rankTypes.acm);
const searchSchema = urlKeyword();
const pageSchema = urlPage();
const limitSchema = z.coerce
  .number()
  .refine((limit) => (rankPageSizes as readonly number[]).includes(limit))
  .optional()
  .catch(undefined);

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** Reads the URL query; a malformed value falls back to its default, never an error page. */
export function parseRankSearch(search: Record<string, unknown>): RankFilters {
  const type = absent(search.type) ? rankTypes.acm : typeSchema.parse(search.type);
  return {
    type,
    searchUser: absent(search.searchUser) ? '' : searchSchema.parse(search.searchUser),
    currentPage: absent(search.currentPage) ? 1 : pageSchema.parse(search.currentPage),
    limit: limitSchema.parse(search.limit) ?? defaultLimitOf(type),
    chart: search.chart === true || search.chart === 'true',
  };
}

/** Writes the filters back as a URL query, dropping the defaults. */
export function toRankSearch(filters: RankFilters): RankSearch {
  const search: RankSearch = {};
  if (filters.type !== rankTypes.acm) search.type = filters.type;
  if (filters.searchUser) search.searchUser = filters.searchUser;
  if (filters.currentPage > 1) search.currentPage = filters.currentPage;
  if (filters.limit !== defaultLimitOf(filters.type)) search.limit = filters.limit;
  if (filters.chart) search.chart = true;
  return search;
}

/** A new list or a new search starts on page 1 with that list's page size. */
export function switchRankType(filters: RankFilters, type: RankType): RankFilters {
  return { ...filters, type, currentPage: 1, limit: defaultLimitOf(type) };
}
