import * as z from 'zod';
import { problemListRules } from '@oj/shared/api/problem';
import { normalizeJudgeSource } from '@oj/shared/domain/judge-source';
import { urlKeyword, urlPage } from '../../../lib/url-params';

/**
 * The judge sources the list can filter by. Spec §3 names remote judges (HDU, CF, POJ…), but no
 * remote judging exists yet, so only this site's own problems are offered; a remote source in a link
 * falls back to "every source".
 */
export const judgeSourceChoices = ['ME'] as const;
export type JudgeSourceChoice = (typeof judgeSourceChoices)[number];

/** Every filter of the problem list with its defaults filled in: what the page works with. */
export interface ProblemListFilters {
  keyword: string;
  /** Difficulty level 0–4, or null for every level. */
  difficulty: number | null;
  /** A judge source, or null for every source. */
  oj: JudgeSourceChoice | null;
  tagIds: number[];
  currentPage: number;
  limit: number;
}

/** The URL query of /problem (spec §2): only what differs from the defaults, empty filters dropped. */
export interface ProblemListSearch {
  keyword?: string;
  difficulty?: number;
  oj?: JudgeSourceChoice;
  /** Tag ids; the router writes the list into the URL as JSON (`tagId=[1,2]`). */
  tagId?: number[];
  currentPage?: number;
  limit?: number;
}

export const defaultProblemListFilters: ProblemListFilters = {
  keyword: '',
  difficulty: null,
  oj: null,
  tagIds: [],
  currentPage: 1,
  limit: problemListRules.defaultLimit,
};

const keywordSchema = urlKeyword();

const difficultySchema = z
  .union([z.number(), z.string().trim().min(1)])
  .transform(Number)
  .pipe(z.number().int().min(0).max(4))
  .optional()
  .catch(undefined);

const ojSchema = z
  .string()
  .transform(normalizeJudgeSource)
  .pipe(z.enum(judgeSourceChoices))
  .nullable()
  .catch(null);

const positiveId = z.coerce.number().int().positive();

/** `[1,2]` (already parsed by the router, or still text), `1,2` or a single id; bad ids are skipped. */
const tagIdsSchema = z
  .unknown()
  .transform((value): unknown[] => {
    if (Array.isArray(value)) return value;
    if (typeof value === 'number') return [value];
    if (typeof value !== 'string') return [];
    const text = value.trim();
    if (!text.startsWith('[')) return text.split(',');
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  })
  .transform((values) => {
    const ids = values.flatMap((value) => {
      const parsed = positiveId.safeParse(typeof value === 'string' ? value.trim() : value);
      return parsed.success ? [parsed.data] : [];
    });
    return [...new Set(ids)].slice(0, problemListRules.maxTagFilter);
  });

const currentPageSchema = urlPage();

/** A page size the pager offers; anything else falls back to the default. */
const limitSchema = z.coerce
  .number()
  .refine((limit) => (problemListRules.pageSizes as readonly number[]).includes(limit))
  .catch(problemListRules.defaultLimit);

/** Reads the URL query into filters; a malformed value falls back to its default, never an error page. */
export function parseProblemListSearch(search: Record<string, unknown>): ProblemListFilters {
  return {
    keyword: search.keyword === undefined ? '' : keywordSchema.parse(search.keyword),
    difficulty: difficultySchema.parse(search.difficulty) ?? null,
    oj: search.oj === undefined || search.oj === '' ? null : ojSchema.parse(search.oj),
    tagIds: tagIdsSchema.parse(search.tagId),
    currentPage: search.currentPage === undefined ? 1 : currentPageSchema.parse(search.currentPage),
    limit: search.limit === undefined ? problemListRules.defaultLimit : limitSchema.parse(search.limit),
  };
}

/** Writes filters back as a URL query, dropping empty filters and default paging (spec §5). */
export function toProblemListSearch(filters: ProblemListFilters): ProblemListSearch {
  const search: ProblemListSearch = {};
  if (filters.keyword.trim() !== '') search.keyword = filters.keyword.trim();
  if (filters.difficulty !== null) search.difficulty = filters.difficulty;
  if (filters.oj !== null) search.oj = filters.oj;
  if (filters.tagIds.length > 0) search.tagId = filters.tagIds;
  if (filters.currentPage !== 1) search.currentPage = filters.currentPage;
  if (filters.limit !== problemListRules.defaultLimit) search.limit = filters.limit;
  return search;
}

/** A changed filter shows its results from the first page; paging itself changes only the page. */
export function changeFilters(
  filters: ProblemListFilters,
  change: Partial<Omit<ProblemListFilters, 'currentPage'>>,
): ProblemListFilters {
  return { ...filters, ...change, currentPage: 1 };
}
