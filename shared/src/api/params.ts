import * as z from 'zod';
import { scopeConflict, type ScopeIds } from '../domain/scope';
import { schemaRuleIssue } from '../domain/schema-rules';
import { listKeywordMaxLength } from '../domain/list-keyword';

/** Calls that take no query parameters ignore any that are sent, as browsers add cache busters. */
export const noQuery = z.object({}).passthrough();

/** Calls without a body accept none or an empty one. */
export const noBody = z.unknown();

/**
 * An optional filter or field: missing, empty (`?status=`) or null means not given, as the original
 * server reads its filters (spec §5).
 */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/** A list's keyword filter: trimmed, at most `listKeywordMaxLength` characters; empty is none. */
export const listKeywordParam = optionalParam(z.string().trim().max(listKeywordMaxLength));

/** Query strings carry booleans as text. */
export const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * A page-number parameter (`currentPage`, `limit`): a value that is missing, not a whole number or
 * below 1 takes the default, as the original server does; one above `max` is cut to `max`.
 */
export function pageNumberParam(max: number, fallback: number) {
  return z
    .unknown()
    .optional()
    .transform((value): number => {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
      if (!Number.isInteger(number) || number < 1) return fallback;
      return Math.min(number, max);
    });
}

/** Deepest page number a list accepts. */
export const maxPageNumber = 1_000_000;

/**
 * A paged list's query: `currentPage` from 1, and `limit`, the page size, `fallback` when not given
 * and at most `maxLimit`.
 */
export function pageParams(maxLimit: number, fallback: number) {
  return { currentPage: pageNumberParam(maxPageNumber, 1), limit: pageNumberParam(maxLimit, fallback) };
}

/**
 * A list's answer, the page object of the original server: `records` of the page, `total` matching
 * rows, the page `size` (the `limit` used), the `current` page (from 1) and the number of `pages`.
 */
export function pageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    records: z.array(row),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });
}

export interface Page<Row> {
  records: Row[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** The page object for `records` of page `currentPage` of size `limit` among `total` rows. */
export function pageAnswer<Row>(
  records: Row[],
  total: number,
  paging: { currentPage: number; limit: number },
): Page<Row> {
  return {
    records,
    total,
    size: paging.limit,
    current: paging.currentPage,
    pages: Math.ceil(total / paging.limit),
  };
}

/**
 * A contest, training or group id where 0 and null both mean "none" (clients written for the
 * original server send `cid: 0` outside contests): read as a number, 0 when absent or null.
 */
export const scopeIdParam = z
  .preprocess(
    (value) => (value === null || value === undefined || value === '' ? 0 : value),
    z.coerce.number().int().min(0),
  )
  .default(0);

/**
 * Refuses ids that name two places at once (a contest and a training: `scopeConflict`), naming both
 * fields, so the handler's `scopeOf` reads only requests that name one place.
 */
export function refuseScopeConflict(ids: ScopeIds, context: z.RefinementCtx): void {
  const fields = scopeConflict(ids);
  if (fields)
    context.addIssue({ ...schemaRuleIssue('oneScopeOnly'), path: [fields[fields.length - 1] ?? 'cid'] });
}

/**
 * A problem as the contract names it in `pid`: its number (`1000`) or its display id (`"P1000"`;
 * inside a contest, the contest's display id such as `"A"`). A string of digits is the number; the
 * handler resolves a display id.
 */
export const problemRefParam = z.union([
  z.number().int().positive(),
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .transform((text) => (/^\d+$/.test(text) && Number(text) > 0 ? Number(text) : text)),
]);
export type ProblemRef = z.output<typeof problemRefParam>;
