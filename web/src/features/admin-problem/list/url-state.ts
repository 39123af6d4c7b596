import * as z from 'zod';

/** Who may see a problem (spec §3): public, private, or only inside contests. */
export const problemAuths = [1, 2, 3] as const;
export type ProblemAuth = (typeof problemAuths)[number];
export const problemAuth = { public: 1, private: 2, contest: 3 } as const satisfies Record<
  string,
  ProblemAuth
>;

/** The admin problem list's state, defaults filled in. */
export interface AdminProblemListFilters {
  keyword: string;
  /** An auth to filter by, or null for every problem. */
  auth: ProblemAuth | null;
  currentPage: number;
  limit: number;
}

/** The URL query of /admin/problems: only what differs from the defaults. */
export interface AdminProblemListSearch {
  keyword?: string;
  auth?: ProblemAuth;
  currentPage?: number;
  limit?: number;
}

export const adminProblemPageSizes = [10, 20, 30, 50, 100] as const;

export const defaultAdminProblemListFilters: AdminProblemListFilters = {
  keyword: '',
  auth: null,
  currentPage: 1,
  limit: 10,
};

/** The router parses JSON-looking values, so `keyword=123` may arrive as a number. */
const keywordSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().slice(0, 100))
  .catch('');

const authSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
  .nullable()
  .catch(null);

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);
const limitSchema = z.coerce
  .number()
  .int()
  .refine((limit) => (adminProblemPageSizes as readonly number[]).includes(limit))
  .catch(defaultAdminProblemListFilters.limit);

/** Reads the URL query; a value that makes no sense falls back to its default, never an error page. */
export function parseAdminProblemListSearch(search: Record<string, unknown>): AdminProblemListFilters {
  return {
    keyword: search.keyword === undefined ? '' : keywordSchema.parse(search.keyword),
    auth: search.auth === undefined ? null : authSchema.parse(search.auth),
    currentPage: search.currentPage === undefined ? 1 : pageSchema.parse(search.currentPage),
    limit:
      search.limit === undefined ? defaultAdminProblemListFilters.limit : limitSchema.parse(search.limit),
  };
}

/** Writes the state back: empty filters and default paging are left out, so a plain list is a plain URL. */
export function toAdminProblemListSearch(filters: AdminProblemListFilters): AdminProblemListSearch {
  const search: AdminProblemListSearch = {};
  if (filters.keyword !== '') search.keyword = filters.keyword;
  if (filters.auth !== null) search.auth = filters.auth;
  if (filters.currentPage !== 1) search.currentPage = filters.currentPage;
  if (filters.limit !== defaultAdminProblemListFilters.limit) search.limit = filters.limit;
  return search;
}
