import * as z from 'zod';
import { listKeywordMaxLength } from '../domain/list-keyword';
import { defineCall } from './define-call';
import { noBody, pageNumberParam, maxPageNumber, pageSchema } from './params';

/* The site's user ranking (spec part 2 §2 "User ranking page", §5, §9; contract §2 "Global rank"). */

/** The ranking's constants (spec §5 and §9). */
export const rankRules = {
  /** Default page size of the ACM list. */
  acmPageSize: 50,
  /** Default page size of the OI list. */
  oiPageSize: 100,
  /** The OI list holds the top 50 only, and says 50 (or fewer) in `total`. */
  oiBoardSize: 50,
  /** The largest `limit` answered; a larger one is cut to it. */
  maxPageSize: 100,
  /** How many leaders the chart shows. */
  chartSize: 10,
  /** Seconds a ranking snapshot is answered from before it is built again (the contract's 60 s cache). */
  snapshotSeconds: 60,
} as const;

/** The two lists: 0 ACM (solved, then fewer submissions), 1 OI (points). */
export const rankTypes = { acm: 0, oi: 1 } as const;
export type RankType = (typeof rankTypes)[keyof typeof rankTypes];

export const rankListQuerySchema = z.object({
  type: z.coerce.number().pipe(z.union([z.literal(rankTypes.acm), z.literal(rankTypes.oi)])),
  currentPage: pageNumberParam(maxPageNumber, 1),
  /** Missing: 50 for ACM, 100 for OI (the handler chooses by type). */
  limit: pageNumberParam(rankRules.maxPageSize, 0),
  searchUser: z.string().max(listKeywordMaxLength).optional(),
});
export type RankListQuery = z.infer<typeof rankListQuerySchema>;

/**
 * A line of either list: the contract's `ACMRankVO` and `OIRankVO` share these fields (`score` is
 * OI's, answered in both since the rank tier is read from it). Added to the contract: `rank`, the
 * line's place in the whole list (a search keeps the places), and `rankScore`, the OI order's points.
 */
export const rankRowSchema = z.object({
  rank: z.number().int(),
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  signature: z.string(),
  avatar: z.string().nullable(),
  titleName: z.string(),
  titleColor: z.string(),
  /** Judged submissions outside contests. */
  total: z.number().int(),
  /** Distinct problems solved. */
  ac: z.number().int(),
  /** Sum of the best OI rank score of each problem (spec §9: round(score × 0.1 + difficulty × 2)). */
  score: z.number(),
  /** The OI order's points: floor(ac / 2) + score (spec §5). */
  rankScore: z.number(),
  /** Codeforces rating: not kept, always null (the contract marks it unused). */
  rating: z.null(),
});
export type RankRow = z.infer<typeof rankRowSchema>;

/** A page of a list, with the moment its snapshot was built (`updatedAt`, ISO), so screens show its age. */
export const rankPageSchema = pageSchema(rankRowSchema).extend({ updatedAt: z.string() });
export type RankPage = z.infer<typeof rankPageSchema>;

/** GET /api/get-rank-list: a page of the ACM (`type` 0) or OI (`type` 1) list; anyone may read it. */
export const getRankList = defineCall({
  module: 'rank',
  method: 'GET',
  path: '/api/get-rank-list',
  query: rankListQuerySchema,
  body: noBody,
  response: rankPageSchema,
});

export const rankCalls = [getRankList] as const;
