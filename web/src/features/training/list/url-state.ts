import * as z from 'zod';
import { urlId, urlKeyword, urlPage } from '../../../lib/url-params';

/** The training list's two category modes (spec part 2 §2 "Trainings"). */
export type TrainingListMode = 'general' | 'pack';

/** Every filter of /training with its defaults filled in. */
export interface TrainingListFilters {
  /** Course packs (one pack at a time, in order, with their locks) or every other training. */
  mode: TrainingListMode;
  keyword: string;
  /** A training category's id; null for every category (general mode) or the first pack (pack mode). */
  categoryId: number | null;
  /** `Public` or `Private`; null for both. */
  auth: 'Public' | 'Private' | null;
  currentPage: number;
}

/** The URL query of /training: only what differs from the defaults. */
export interface TrainingListSearch {
  mode?: 'pack';
  keyword?: string;
  categoryId?: number;
  auth?: 'Public' | 'Private';
  currentPage?: number;
}

export const defaultTrainingListFilters: TrainingListFilters = {
  mode: 'general',
  keyword: '',
  categoryId: null,
  auth: null,
  currentPage: 1,
};

const modeSchema = z.enum(['general', 'pack']).catch('general');
const keywordSchema = urlKeyword();
const idSchema = urlId;
const authSchema = z.enum(['Public', 'Private']).nullable().catch(null);
const pageSchema = urlPage();

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** Reads the URL query; the router parses JSON-looking values, and a malformed one falls back. */
export function parseTrainingListSearch(search: Record<string, unknown>): TrainingListFilters {
  return {
    mode: absent(search.mode) ? 'general' : modeSchema.parse(search.mode),
    keyword: absent(search.keyword) ? '' : keywordSchema.parse(search.keyword),
    categoryId: absent(search.categoryId) ? null : idSchema.parse(search.categoryId),
    auth: absent(search.auth) ? null : authSchema.parse(search.auth),
    currentPage: absent(search.currentPage) ? 1 : pageSchema.parse(search.currentPage),
  };
}

/** Writes the filters back, dropping the defaults, so a plain list is a plain /training. */
export function toTrainingListSearch(filters: TrainingListFilters): TrainingListSearch {
  const search: TrainingListSearch = {};
  if (filters.mode === 'pack') search.mode = 'pack';
  if (filters.keyword.trim() !== '') search.keyword = filters.keyword.trim();
  if (filters.categoryId !== null) search.categoryId = filters.categoryId;
  if (filters.auth !== null) search.auth = filters.auth;
  if (filters.currentPage !== 1) search.currentPage = filters.currentPage;
  return search;
}

/** A changed filter shows its results from the first page; a changed mode starts its own category. */
export function changeTrainingFilters(
  filters: TrainingListFilters,
  change: Partial<Omit<TrainingListFilters, 'currentPage'>>,
): TrainingListFilters {
  const modeChanged = change.mode !== undefined && change.mode !== filters.mode;
  const categoryId = modeChanged && change.categoryId === undefined ? null : filters.categoryId;
  return { ...filters, categoryId, ...change, currentPage: 1 };
}
