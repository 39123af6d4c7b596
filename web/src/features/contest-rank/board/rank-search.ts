import * as z from 'zod';
import { boardPageSizes, defaultBoardPageSize } from '@oj/shared/domain/contest-board/board-page';

/** The board's keyword box takes at most this many characters (the contract's limit). */
export const rankKeywordMaxLength = 100;

const pageSize = z.coerce
  .number()
  .refine((size) => (boardPageSizes as readonly number[]).includes(size))
  .catch(defaultBoardPageSize);

/**
 * A board's state in the URL, so a page of a board can be shared: page, page size (spec part 2 §2:
 * 10, 30, 50, 100 or 300, default 50) and keyword. An unreadable value falls back to its default.
 */
export const rankSearchSchema = z.object({
  currentPage: z.coerce.number().int().min(1).max(100_000).catch(1).optional(),
  limit: pageSize.optional(),
  keyword: z.string().trim().max(rankKeywordMaxLength).catch('').optional(),
});
export type RankSearch = z.infer<typeof rankSearchSchema>;

/** The search with defaults filled in. */
export interface RankView {
  currentPage: number;
  limit: number;
  keyword: string;
}

export function rankViewOf(search: RankSearch): RankView {
  return {
    currentPage: search.currentPage ?? 1,
    limit: search.limit ?? defaultBoardPageSize,
    keyword: search.keyword ?? '',
  };
}

/** What goes back into the URL: defaults left out, so a plain board has a plain address. */
export function rankSearchOf(view: RankView): RankSearch {
  return {
    currentPage: view.currentPage === 1 ? undefined : view.currentPage,
    limit: view.limit === defaultBoardPageSize ? undefined : view.limit,
    keyword: view.keyword === '' ? undefined : view.keyword,
  };
}

/**
 * The page of the board a view asks the server for: the page, its size, the keyword (none when
 * empty) and the followed contestants, whom the server puts on top of page 1.
 */
export function boardPageRequest(cid: number, view: RankView, concerned: readonly { uid: string }[]) {
  return {
    cid,
    currentPage: view.currentPage,
    limit: view.limit,
    keyword: view.keyword || null,
    concernedList: concerned.map((user) => user.uid),
  };
}
