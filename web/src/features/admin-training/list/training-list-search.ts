import * as z from 'zod';
import { trainingRules } from '@oj/shared/domain/training';

/** The admin training list's state: the keyword and the page. */
export interface AdminTrainingListState {
  keyword: string;
  currentPage: number;
}

export interface AdminTrainingListSearch {
  keyword?: string;
  currentPage?: number;
}

const keywordSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().slice(0, trainingRules.keywordMaxLength))
  .catch('');
const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/** Reads the URL query; an unreadable value falls back to its default. */
export function parseAdminTrainingListSearch(search: Record<string, unknown>): AdminTrainingListState {
  return {
    keyword: search.keyword === undefined ? '' : keywordSchema.parse(search.keyword),
    currentPage: search.currentPage === undefined ? 1 : pageSchema.parse(search.currentPage),
  };
}

/** Writes the state back without its defaults. */
export function toAdminTrainingListSearch(state: AdminTrainingListState): AdminTrainingListSearch {
  const search: AdminTrainingListSearch = {};
  if (state.keyword !== '') search.keyword = state.keyword;
  if (state.currentPage !== 1) search.currentPage = state.currentPage;
  return search;
}
