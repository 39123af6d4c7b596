import * as z from 'zod';
import { defineCall } from './define-call';
import { booleanParam, maxPageNumber, noBody, noQuery, pageSchema } from './params';
import { contestViewSchema } from './contest';
import { contestProblemSchema } from './admin-contest-problem';
import { boardPageSizes } from '../domain/contest-board/board-page';
import { schemaRule } from '../domain/schema-rules';

/* A contest's scoreboard (spec part 2 §2 "Scoreboards and rank tables"; contract §2). */

const cid = z.coerce.number().int().positive();

/**
 * The contract's `ContestRankDTO`. `currentPage` and `limit` fall back to 1 and 50 when missing or
 * below 1; a `limit` must otherwise be one of the board's page sizes. `externalCidList` (merging
 * other contests) is accepted and ignored.
 */
export const contestRankRequestSchema = z.object({
  cid: z.coerce.number().int().positive(),
  currentPage: z.number().int().nullish(),
  limit: z
    .number()
    .int()
    .nullish()
    .refine(
      (limit) =>
        limit === null ||
        limit === undefined ||
        limit < 1 ||
        (boardPageSizes as readonly number[]).includes(limit),
      schemaRule('fieldNotOneOf', { options: boardPageSizes.join(', ') }),
    ),
  forceRefresh: z.boolean().nullish(),
  removeStar: z.boolean().nullish(),
  concernedList: z.array(z.string().max(64)).max(100).nullish(),
  keyword: z.string().max(100).nullish(),
  containsEnd: z.boolean().nullish(),
  externalCidList: z.array(z.number()).nullish(),
});
export type ContestRankRequest = z.infer<typeof contestRankRequestSchema>;

/** Who a board row or a resolver's submission is about (`ContestantIdentity`). */
export const contestantIdentityFields = {
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  realname: z.string(),
  school: z.string(),
  gender: z.string(),
  avatar: z.string(),
};

const identityFields = {
  rank: z.number().int(),
  ...contestantIdentityFields,
  isWinAward: z.boolean(),
  awardName: z.string().optional(),
  awardBackground: z.string().optional(),
  awardColor: z.string().optional(),
};

/** The contract's `ACMContestRankVO`. */
export const acmContestRankRowSchema = z.object({
  ...identityFields,
  ac: z.number().int(),
  total: z.number().int(),
  /** Seconds: Σ over solved problems of ACTime + 20 minutes per rejected try before it. */
  totalTime: z.number(),
  submissionInfo: z.record(
    z.string(),
    z.object({
      errorNum: z.number().int(),
      tryNum: z.number().int().optional(),
      isAC: z.boolean().optional(),
      isFirstAC: z.boolean().optional(),
      ACTime: z.number().optional(),
      isAfterContest: z.boolean().optional(),
    }),
  ),
});
export type AcmContestRankRow = z.infer<typeof acmContestRankRowSchema>;

/** The contract's `OIContestRankVO`. */
export const oiContestRankRowSchema = z.object({
  ...identityFields,
  totalScore: z.number(),
  /** Milliseconds: Σ of the run times of full-score problems. */
  totalTime: z.number(),
  submissionInfo: z.record(z.string(), z.number()),
  timeInfo: z.record(z.string(), z.number()),
});
export type OiContestRankRow = z.infer<typeof oiContestRankRowSchema>;

export const contestRankPageSchema = pageSchema(z.union([acmContestRankRowSchema, oiContestRankRowSchema]));

/** The board a contestant (or a contest admin) sees. */
export const getContestRank = defineCall({
  module: 'contest-rank',
  method: 'POST',
  path: '/api/get-contest-rank',
  query: noQuery,
  body: contestRankRequestSchema,
  response: contestRankPageSchema,
});

/** The board as a visitor sees it, for a contest with `openRank`. */
export const getContestOutsideScoreboard = defineCall({
  module: 'contest-rank',
  method: 'POST',
  path: '/api/get-contest-outside-scoreboard',
  query: noQuery,
  body: contestRankRequestSchema,
  response: contestRankPageSchema,
});

/** The contract's `ContestOutsideInfoVO`: the contest and its problems' links, for an open board. */
export const getContestOutsizeInfo = defineCall({
  module: 'contest-rank',
  method: 'GET',
  path: '/api/get-contest-outsize-info',
  query: z.object({ cid }),
  body: noBody,
  response: z.object({
    contest: contestViewSchema,
    problemList: z.array(contestProblemSchema),
  }),
});

/**
 * Seconds a shared cache keeps a page of the edge-cached board: the board is fresh within 5 s of a
 * verdict anyway. The function's `Cache-Control` and CloudFront's cache policy both read it.
 */
export const contestBoardMaxAgeSeconds = 5;

/**
 * The query of the edge-cached board: only what a visitor's page depends on, so that CloudFront keys
 * its copies by these four and nothing else. Bad values are refused (400) rather than defaulted, so
 * that one page is not cached under many spellings.
 */
export const contestBoardQuerySchema = z.object({
  cid,
  currentPage: z.coerce.number().int().min(1).max(maxPageNumber).optional(),
  limit: z.coerce
    .number()
    .refine(
      (limit) => (boardPageSizes as readonly number[]).includes(limit),
      schemaRule('fieldNotOneOf', { options: boardPageSizes.join(', ') }),
    )
    .optional(),
  removeStar: booleanParam.optional(),
});

/**
 * The visitor's board as a GET document the content delivery network caches for a few seconds
 * (`Cache-Control: public, max-age=5`): the same page `get-contest-outside-scoreboard` answers with no
 * viewer, no concerned list and no keyword, for a contest with `openRank`. Not in the contract.
 */
export const getContestBoard = defineCall({
  module: 'contest-rank',
  method: 'GET',
  path: '/api/contest-board',
  query: contestBoardQuerySchema,
  body: noBody,
  response: contestRankPageSchema,
});

export const contestRankCalls = [
  getContestRank,
  getContestOutsideScoreboard,
  getContestOutsizeInfo,
  getContestBoard,
] as const;
