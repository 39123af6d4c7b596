import * as z from 'zod';
import { contestRules } from '../domain/contest';
import { defineCall, type CallDefinition } from './define-call';
import { listKeywordParam, noBody, noQuery, optionalParam, pageParams, pageSchema } from './params';

/* The public contest calls (spec part 2, §2 "Contest list", §4 access, §7 "Contest"). */

export const contestListRules = {
  /** The list shows ten a page (spec part 2, §2). */
  pageSize: contestRules.listPageSize,
  maxPageSize: 100,
} as const;

const cidParam = z.coerce.number().int().positive();

/**
 * A row of the contest list and of the home page's recent contests: the contract's `ContestVO` with
 * the fields the contest catalogue holds. `status` is the phase by the server's clock (-1 scheduled,
 * 0 running, 1 ended); `count` is the number of registered accounts; times are ISO 8601 UTC and
 * `duration` is in seconds. The full `ContestVO` (description, seal, print, rank settings) is
 * `get-contest-info`'s.
 */
export const contestSummarySchema = z.object({
  id: z.number().int(),
  author: z.string(),
  title: z.string(),
  /** 0 ACM, 1 OI. */
  type: z.number().int(),
  /** 0 public, 1 private (password to enter), 2 protected (password to submit). */
  auth: z.number().int(),
  status: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  /** The outside scoreboard is open to visitors. */
  openRank: z.boolean(),
  count: z.number().int(),
  gid: z.number().int().nullable(),
});
export type ContestSummary = z.infer<typeof contestSummarySchema>;

/** The contract's `ContestVO`, with the server's clock in `now`; never the password. */
export const contestViewSchema = contestSummarySchema.extend({
  /** The account that created the contest (spec part 2, §3); `author` is its username. */
  uid: z.string(),
  description: z.string(),
  /** 0, or the contest this one was cloned from. */
  source: z.number().int(),
  now: z.string(),
  sealRank: z.boolean(),
  sealRankTime: z.string().nullable(),
  openPrint: z.boolean(),
  rankShowName: z.string(),
  oiRankScoreType: z.string(),
  allowEndSubmit: z.boolean(),
});
export type ContestView = z.infer<typeof contestViewSchema>;

export const getContestList = defineCall({
  module: 'contest',
  method: 'GET',
  path: '/api/get-contest-list',
  query: z.object({
    ...pageParams(contestListRules.maxPageSize, contestListRules.pageSize),
    /** -1 scheduled, 0 running, 1 ended. */
    status: optionalParam(z.coerce.number().int().min(-1).max(1)),
    /** 0 ACM, 1 OI. */
    type: optionalParam(z.coerce.number().int().min(0).max(1)),
    /** Part of the title, letter case ignored. */
    keyword: listKeywordParam,
  }),
  body: noBody,
  /** Visible site contests: running, then scheduled, then ended (see docs/api/contest.md). */
  response: pageSchema(contestSummarySchema),
});

export const getContestInfo = defineCall({
  module: 'contest',
  method: 'GET',
  path: '/api/get-contest-info',
  query: z.object({ cid: cidParam }),
  body: noBody,
  response: contestViewSchema,
});

export const registerContest = defineCall({
  module: 'contest',
  method: 'POST',
  path: '/api/register-contest',
  query: noQuery,
  /** The contract's `RegisterContestDTO`; an empty password is answered "Enter the contest password". */
  body: z.object({
    cid: cidParam,
    password: z
      .string()
      .max(contestRules.passwordMaxLength)
      .nullish()
      .transform((value) => value ?? ''),
  }),
  response: z.null(),
});

export const getContestAccess = defineCall({
  module: 'contest',
  method: 'GET',
  path: '/api/get-contest-access',
  query: z.object({ cid: cidParam }),
  body: noBody,
  /**
   * The contract's `AccessVO`: the caller holds the contest's access (see docs/api/contest.md), and
   * one field added here (older clients ignore it): `examLocked`, the exam paper is locked for the
   * caller (handed in, not released since); always false outside exam mode and for contest admins.
   */
  response: z.object({ access: z.boolean(), examLocked: z.boolean() }),
});

/** The public contest calls: the list, a contest's head, registering and access. */
export const contestCalls: readonly CallDefinition[] = [
  getContestList,
  getContestInfo,
  registerContest,
  getContestAccess,
];
