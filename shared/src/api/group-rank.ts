import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { noBody, pageParams, pageSchema } from './params';
import { gidParam } from './group';
import { rankTypes } from './rank';
import { groupRules } from '../domain/group';
import { listKeywordMaxLength } from '../domain/list-keyword';

/* A group's rank (spec part 3, §2.14 and §9; contract "Area: group", `get-group-rank-list`). */

/**
 * The contract's `OIRankVO`, the group rank's line whatever the order: a member's figures in the
 * group (submissions made in its scope: its problems, trainings and contests).
 */
export const groupRankRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  signature: z.string(),
  avatar: z.string().nullable(),
  titleName: z.string(),
  titleColor: z.string(),
  /** Sum over the group's problems of the best OI rank score, submissions outside contests. */
  score: z.number(),
  /** Judged submissions made in the group. */
  total: z.number().int(),
  /** Distinct problems solved in the group. */
  ac: z.number().int(),
});
export type GroupRankRow = z.infer<typeof groupRankRowSchema>;

export const groupRankQuerySchema = z.object({
  gid: gidParam,
  /** 0: solved descending, then submissions ascending; 1: score descending. */
  type: z.coerce.number().pipe(z.union([z.literal(rankTypes.acm), z.literal(rankTypes.oi)])),
  ...pageParams(groupRules.maxPageSize, groupRules.rankPageSize),
  searchUser: z.string().trim().max(listKeywordMaxLength).optional(),
});

/** GET /api/get-group-rank-list: a page of the group's members (auth 3–5) in the order `type` names. */
export const getGroupRankList = defineCall({
  module: 'group-rank',
  method: 'GET',
  path: '/api/get-group-rank-list',
  query: groupRankQuerySchema,
  body: noBody,
  response: pageSchema(groupRankRowSchema),
});

/** The group-rank calls. */
export const groupRankCalls: readonly CallDefinition[] = [getGroupRankList];
