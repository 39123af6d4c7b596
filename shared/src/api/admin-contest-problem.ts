import * as z from 'zod';
import { defineCall } from './define-call';
import { listKeywordParam, noBody, noQuery, optionalParam, pageParams, pageSchema } from './params';
import { problemPayloadSchema } from './admin-problem-form';
import { adminGetProblem, adminProblemRowSchema } from './admin-problem';
import { schemaRule } from '../domain/schema-rules';

/* A contest's problems in the admin area (spec part 2 §5 and part 3 §4): the contest admins pick
   public problems or write contest-only ones (auth 3), and name each inside the contest. */

export const contestProblemRules = {
  displayIdMaxLength: 20,
  displayTitleMaxLength: 255,
  colorMaxLength: 32,
} as const;

/** The contract's `ContestProblem`: the link of a problem to a contest. */
export const contestProblemSchema = z.object({
  id: z.number(),
  cid: z.number(),
  pid: z.number(),
  displayId: z.string(),
  displayTitle: z.string(),
  /** Balloon colour; null when none was chosen. */
  color: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ContestProblem = z.infer<typeof contestProblemSchema>;

const id = z.coerce.number().int().positive();

/** Display ids are short labels (`A`, `B1`, `1001`): letters, digits, `-` and `_`. */
export const displayIdField = z
  .string()
  .trim()
  .min(1)
  .max(contestProblemRules.displayIdMaxLength)
  .regex(/^[A-Za-z0-9_-]+$/, schemaRule('displayIdCharacters'));

const displayTitleField = z.string().trim().min(1).max(contestProblemRules.displayTitleMaxLength);

const colorField = z.preprocess(
  (value) => (value === '' ? null : value),
  z.string().trim().max(contestProblemRules.colorMaxLength).nullable().default(null),
);

export const adminGetContestProblemList = defineCall({
  module: 'admin-contest-problem',
  method: 'GET',
  path: '/api/admin/contest/get-problem-list',
  query: z.object({
    ...pageParams(100, 10),
    keyword: listKeywordParam,
    cid: id,
    /** Absent: the contest's own problems. Present (0 ACM, 1 OI): public problems that may be added. */
    problemType: optionalParam(z.coerce.number().int().min(0).max(1)),
    /** `ME` for this site's problems, a remote judge's name, or `All`. */
    oj: optionalParam(z.string().trim().max(20)),
  }),
  body: noBody,
  response: z.object({
    problemList: pageSchema(adminProblemRowSchema),
    /** The contest's links by pid (as a string key). */
    contestProblemMap: z.record(z.string(), contestProblemSchema),
  }),
});

export const adminAddContestProblemFromPublic = defineCall({
  module: 'admin-contest-problem',
  method: 'POST',
  path: '/api/admin/contest/add-problem-from-public',
  query: noQuery,
  body: z.object({
    pid: z.number().int().positive(),
    cid: z.number().int().positive(),
    displayId: displayIdField,
  }),
  response: z.null(),
});

export const adminGetContestProblemInfo = defineCall({
  module: 'admin-contest-problem',
  method: 'GET',
  path: '/api/admin/contest/contest-problem',
  query: z.object({ cid: id, pid: id }),
  body: noBody,
  response: contestProblemSchema,
});

/**
 * Sets the link's display id, title and colour; a problem not yet in the contest is added (the form
 * of a new contest-only problem sends its link this way after the create).
 */
export const adminSetContestProblemInfo = defineCall({
  module: 'admin-contest-problem',
  method: 'PUT',
  path: '/api/admin/contest/contest-problem',
  query: noQuery,
  body: z.object({
    cid: z.number().int().positive(),
    pid: z.number().int().positive(),
    displayId: displayIdField,
    displayTitle: displayTitleField,
    color: colorField,
  }),
  response: contestProblemSchema,
});

/** With `cid`: the problem leaves that contest. Without: the problem itself is deleted. */
export const adminDeleteContestProblem = defineCall({
  module: 'admin-contest-problem',
  method: 'DELETE',
  path: '/api/admin/contest/problem',
  query: z.object({
    pid: id,
    cid: optionalParam(z.coerce.number().int().min(0)).transform((cid) => (cid ? cid : undefined)),
  }),
  body: noBody,
  response: z.null(),
});

/** Refused: there is no remote judging on this site. */
export const adminImportContestRemoteProblem = defineCall({
  module: 'admin-contest-problem',
  method: 'GET',
  path: '/api/admin/contest/import-remote-oj-problem',
  query: noQuery,
  body: noBody,
  response: z.null(),
});

export const adminGetContestProblem = defineCall({
  module: 'admin-contest-problem',
  method: 'GET',
  path: '/api/admin/contest/problem',
  query: adminGetProblem.query,
  body: noBody,
  response: adminGetProblem.response,
});

const savedProblem = z.object({ pid: z.number(), problemId: z.string(), caseVersion: z.string() });

/**
 * A contest-only problem (auth 3) from the full problem form. With `cid` it joins that contest at
 * once, under `displayId` (default: its problem id) and its title, in `color`.
 */
export const adminCreateContestProblem = defineCall({
  module: 'admin-contest-problem',
  method: 'POST',
  path: '/api/admin/contest/problem',
  query: noQuery,
  body: problemPayloadSchema.extend({
    cid: optionalParam(z.number().int().min(0)).transform((cid) => (cid ? cid : undefined)),
    displayId: optionalParam(displayIdField),
    color: colorField,
  }),
  response: savedProblem,
});

export const adminUpdateContestProblem = defineCall({
  module: 'admin-contest-problem',
  method: 'PUT',
  path: '/api/admin/contest/problem',
  query: noQuery,
  body: problemPayloadSchema,
  response: savedProblem,
});

/** A contest's problems in the admin area. */
export const adminContestProblemCalls = [
  adminGetContestProblemList,
  adminAddContestProblemFromPublic,
  adminGetContestProblemInfo,
  adminSetContestProblemInfo,
  adminDeleteContestProblem,
  adminImportContestRemoteProblem,
  adminGetContestProblem,
  adminCreateContestProblem,
  adminUpdateContestProblem,
] as const;
