import * as z from 'zod';
import { listKeywordMaxLength } from '@oj/shared/domain/list-keyword';
import { maxPageNumber } from '@oj/shared/api/params';

/*
 * The parameters the list screens keep in the URL, read forgivingly: a value a hand-edited or old
 * link spoils falls back to the list's start instead of failing the page.
 */

/**
 * A keyword: trimmed and cut at the list's limit, empty when unreadable. The router parses
 * JSON-looking values, so `keyword=123` may arrive as a number.
 */
export function urlKeyword(maxLength: number = listKeywordMaxLength) {
  return z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().slice(0, maxLength))
    .catch('');
}

/** A page number from 1 to `lastPage`; the first page when unreadable. */
export function urlPage(lastPage: number = maxPageNumber) {
  return z.coerce.number().int().min(1).max(lastPage).catch(1);
}

/** An id filter (a category, a problem): a positive whole number, or null for none or unreadable. */
export const urlId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().catch(null);
