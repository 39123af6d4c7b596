import * as z from 'zod';
import { defineCall } from './define-call';
import { booleanParam, noBody, noQuery, pageParams, pageSchema } from './params';
import {
  contestAwardSchema,
  contestRules,
  oiRankScoreTypes,
  rankShowNames,
  type StoredContest,
} from '../domain/contest';

/*
 * The contests in the admin area (`/api/admin/contest…`, document 3 §2.18): create, edit, read,
 * list, show or hide, clone and delete. Open to admins, problem admins and the super admin; a
 * non-super-admin reads and changes only the contests they created, and only the super admin deletes.
 */

export const adminContestRules = {
  pageSize: 10,
  maxPageSize: 100,
} as const;

/** A time as the original client sends it (an ISO string, or milliseconds), kept as an ISO string. */
const timeField = z.union([z.string().trim().min(1), z.number().int()]).transform((value, context) => {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) {
    context.addIssue({ code: 'custom', message: 'not a date and time' });
    return z.NEVER;
  }
  return new Date(ms).toISOString();
});

const cidField = z.coerce.number().int().positive();

/**
 * The contract's AdminContestVO as a create or edit body. The server sets `uid`, `author`, `source`,
 * `status`, `count` and the dates; `duration` is computed from the start and the end, so a sent one
 * is ignored. Rules across fields (start before end, the seal time, the password, star accounts,
 * awards, the account limit rule) are checked by the handler, which names the field in the answer.
 */
const contestBody = z.object({
  title: z.string().trim().min(1).max(contestRules.titleMaxLength),
  description: z.string().max(contestRules.descriptionMaxLength).default(''),
  type: z.union([z.literal(0), z.literal(1)]),
  auth: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  pwd: z.string().trim().max(contestRules.passwordMaxLength).nullish(),
  startTime: timeField,
  endTime: timeField,
  duration: z.unknown().optional(),
  sealRank: z.boolean().default(false),
  sealRankTime: timeField.nullish(),
  autoRealRank: z.boolean().default(true),
  visible: z.boolean().default(true),
  openPrint: z.boolean().default(false),
  openAccountLimit: z.boolean().default(false),
  accountLimitRule: z.string().max(contestRules.descriptionMaxLength).nullish(),
  rankShowName: z.enum(rankShowNames).default('username'),
  starAccount: z.array(z.string().max(100)).max(contestRules.starAccountsMax).nullish(),
  openRank: z.boolean().default(false),
  oiRankScoreType: z.enum(oiRankScoreTypes).default('Recent'),
  /** Group contests are made through the group's calls; here only the site's own (null or 0). */
  gid: z
    .union([z.null(), z.literal(0)])
    .optional()
    .transform(() => null),
  awardType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  awardConfigList: z.array(contestAwardSchema).max(20).nullish(),
  allowEndSubmit: z.boolean().default(false),
});

export type AdminContestBody = z.output<typeof contestBody>;

/** AdminContestVO as answered: the stored contest with `id` for `cid` and the phase as `status`. */
export const adminContestSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  author: z.string(),
  title: z.string(),
  type: z.number().int(),
  description: z.string(),
  source: z.number().int(),
  auth: z.number().int(),
  pwd: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number().int(),
  sealRank: z.boolean(),
  sealRankTime: z.string().nullable(),
  autoRealRank: z.boolean(),
  status: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  visible: z.boolean(),
  openPrint: z.boolean(),
  openAccountLimit: z.boolean(),
  accountLimitRule: z.string(),
  rankShowName: z.string(),
  starAccount: z.array(z.string()),
  openRank: z.boolean(),
  oiRankScoreType: z.string(),
  gid: z.number().int().nullable(),
  awardType: z.number().int(),
  awardConfigList: z.array(contestAwardSchema),
  allowEndSubmit: z.boolean(),
  count: z.number().int(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type AdminContest = z.infer<typeof adminContestSchema>;

/**
 * A row of the admin list: the contract's `Contest` entity, whose `starAccount` and `awardConfig` are
 * JSON texts (`{"star_account": [...]}`, `{"config": [...]}`) as the original server stores them.
 */
export const adminContestRowSchema = adminContestSchema
  .omit({ starAccount: true, awardConfigList: true })
  .extend({ starAccount: z.string(), awardConfig: z.string(), isGroup: z.boolean() });
export type AdminContestRow = z.infer<typeof adminContestRowSchema>;

/** The stored fields the handler fills from a body (the rest are the server's). */
export type ContestFormFields = Omit<
  StoredContest,
  'cid' | 'uid' | 'author' | 'source' | 'count' | 'gmtCreate' | 'gmtModified'
>;

export const adminGetContest = defineCall({
  module: 'admin-contest',
  method: 'GET',
  path: '/api/admin/contest',
  query: z.object({ cid: cidField }),
  body: noBody,
  response: adminContestSchema,
});

export const adminCreateContest = defineCall({
  module: 'admin-contest',
  method: 'POST',
  path: '/api/admin/contest',
  query: noQuery,
  body: contestBody,
  response: z.null(),
});

export const adminEditContest = defineCall({
  module: 'admin-contest',
  method: 'PUT',
  path: '/api/admin/contest',
  query: noQuery,
  body: contestBody.extend({ id: cidField }),
  response: z.null(),
});

export const adminDeleteContest = defineCall({
  module: 'admin-contest',
  method: 'DELETE',
  path: '/api/admin/contest',
  query: z.object({ cid: cidField }),
  body: noBody,
  response: z.null(),
});

export const adminGetContestList = defineCall({
  module: 'admin-contest',
  method: 'GET',
  path: '/api/admin/contest/get-contest-list',
  query: z.object({
    ...pageParams(adminContestRules.maxPageSize, adminContestRules.pageSize),
    keyword: z.string().trim().max(255).optional(),
  }),
  body: noBody,
  /** Newest first: every contest for the super admin, the caller's own for other admins. */
  response: pageSchema(adminContestRowSchema),
});

export const adminChangeContestVisible = defineCall({
  module: 'admin-contest',
  method: 'PUT',
  path: '/api/admin/contest/change-contest-visible',
  /** `uid` (the creator, as the original client sends it) is not trusted: the stored creator decides. */
  query: z.object({ cid: cidField, uid: z.string().optional(), visible: booleanParam }),
  body: noBody,
  response: z.null(),
});

export const adminCloneContest = defineCall({
  module: 'admin-contest',
  method: 'GET',
  path: '/api/admin/contest/clone',
  query: z.object({ cid: cidField }),
  body: noBody,
  response: z.null(),
});

/**
 * Lets a user hand in an exam contest's paper again (spec part 2, §4 "Exam lock": after finishing,
 * resubmitting needs an exam admin): what the user handed in so far no longer locks the paper. Not a
 * call of the original server, which leaves its path unshown; the contest's admins call it.
 */
export const adminReleaseExamLock = defineCall({
  module: 'admin-contest',
  method: 'POST',
  path: '/api/admin/contest/release-exam-lock',
  query: noQuery,
  body: z.object({ cid: cidField, uid: z.string().trim().min(1).max(64) }),
  response: z.null(),
});

/** The contest calls of the admin area. */
export const adminContestCalls = [
  adminGetContest,
  adminCreateContest,
  adminEditContest,
  adminDeleteContest,
  adminGetContestList,
  adminChangeContestVisible,
  adminCloneContest,
  adminReleaseExamLock,
] as const;
