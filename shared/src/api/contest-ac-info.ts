import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody, noQuery, pageParams, pageSchema } from './params';

/*
 * The AC helper of a contest (spec part 2, §2 "AC helper and admin tabs", §3 "AC info record", §7):
 * one record per contestant and problem solved during the contest, which the contest's admins tick
 * off as the balloon is carried to the seat.
 */

export const contestAcInfoRules = {
  /** The helper's page (spec §9: "AC helper page / print page 20 / 15"). */
  pageSize: 20,
  maxPageSize: 100,
} as const;

/**
 * The contract's `ContestRecord`, as the AC helper lists it. `id` is the id of the accepted
 * submission the record stands for (unique in the contest, as a submission is in one contest).
 */
export const contestRecordSchema = z.object({
  id: z.number().int(),
  cid: z.number().int(),
  uid: z.string(),
  pid: z.number().int(),
  /** The problem's display id in the contest (`A`). */
  displayId: z.string(),
  submitId: z.number().int(),
  username: z.string(),
  realname: z.string(),
  /** Always 1: the helper lists accepted answers only. */
  status: z.literal(1),
  submitTime: z.string(),
  /** Seconds from the contest's start to the submission. */
  time: z.number().int(),
  score: z.number().int().nullable(),
  /** Run time in ms. */
  useTime: z.number().int().nullable(),
  /** The earliest solve of the problem by a contestant who is not a star account. */
  firstBlood: z.boolean(),
  /** The balloon was delivered (ticked by a contest admin). */
  checked: z.boolean(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type ContestRecord = z.infer<typeof contestRecordSchema>;

const idField = z.coerce.number().int().positive();

export const getContestAcInfo = defineCall({
  module: 'contest-ac-info',
  method: 'GET',
  path: '/api/get-contest-ac-info',
  query: z.object({
    cid: idField,
    ...pageParams(contestAcInfoRules.maxPageSize, contestAcInfoRules.pageSize),
  }),
  body: noBody,
  /** The contest's AC records, newest solve first (contest admins only). */
  response: pageSchema(contestRecordSchema),
});

export const checkContestAcInfo = defineCall({
  module: 'contest-ac-info',
  method: 'PUT',
  path: '/api/check-contest-ac-info',
  query: noQuery,
  /** `CheckACDTO`: the record (its `id`), its contest, and whether the balloon was delivered. */
  body: z.object({
    id: z.number().int().positive(),
    cid: z.number().int().positive(),
    checked: z.boolean(),
  }),
  response: z.null(),
});

/** The AC helper's calls. */
export const contestAcInfoCalls = [getContestAcInfo, checkContestAcInfo] as const;
