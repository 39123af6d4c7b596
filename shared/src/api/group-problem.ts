import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { booleanParam, noBody, noQuery, pageParams, pageSchema } from './params';
import { gidParam } from './group';
import { problemListRowSchema } from './problem';
import { adminTagSchema } from './admin-tag';
import { problemFormSchema, problemPayloadSchema } from './admin-problem-form';
import {
  adminCompileSpj,
  adminGetProblem,
  adminGetProblemCases,
  adminProblemRowSchema,
} from './admin-problem';

/* A group's own problems (spec part 3, §2.9, §3 and §5; contract "Area: group"): lists, the problem form, test cases, tags, checkers, auth and the application to the public set. */

/** The contract's `applyPublicProgress`: 1 applying, 2 accepted (copied into the public set), 3 refused. */
export const applyPublicProgress = { applying: 1, accepted: 2, refused: 3 } as const;
export type ApplyPublicProgress = (typeof applyPublicProgress)[keyof typeof applyPublicProgress];

/** Group problem lists page as the original server's do: 10 a page unless asked, at most 100. */
const groupProblemPage = pageParams(100, 10);
const pidQuery = z.object({ pid: z.coerce.number().int().positive() });

/**
 * The contract's `Problem` as a group's admin list (and the site's review queue) shows it: the admin
 * list's columns with the group, whether it is one's, and where its application to the public set stands.
 */
export const groupAdminProblemRowSchema = adminProblemRowSchema.extend({
  gid: z.number().int().nullable(),
  isGroup: z.boolean(),
  applyPublicProgress: z.number().int().nullable(),
});
export type GroupAdminProblemRow = z.infer<typeof groupAdminProblemRowSchema>;

/** GET /api/group/get-problem-list: the group's public problems (auth 1), for its members. */
export const getGroupProblemList = defineCall({
  module: 'group-problem',
  method: 'GET',
  path: '/api/group/get-problem-list',
  query: z.object({ ...groupProblemPage, gid: gidParam }),
  body: noBody,
  response: pageSchema(problemListRowSchema),
});

/** GET /api/group/get-admin-problem-list: every problem of the group, newest first, for its admins. */
export const getGroupAdminProblemList = defineCall({
  module: 'group-problem',
  method: 'GET',
  path: '/api/group/get-admin-problem-list',
  query: z.object({ ...groupProblemPage, gid: gidParam }),
  body: noBody,
  response: pageSchema(groupAdminProblemRowSchema),
});

/**
 * GET /api/group/problem: the edit form of a group problem, as the admin problem call answers it, with
 * the display id shown without the group's short name (spec part 3, §3).
 */
export const getGroupProblem = defineCall({
  module: 'group-problem',
  method: 'GET',
  path: '/api/group/problem',
  query: pidQuery,
  body: noBody,
  response: adminGetProblem.response,
});

/** The admin problem form with the group it is for (`problem.gid`), which the create call needs. */
export const groupProblemPayloadSchema = problemPayloadSchema.extend({
  problem: problemFormSchema.extend({ gid: z.number().int().positive() }),
});

/**
 * POST /api/group/problem: a new problem of the group `problem.gid` from the admin problem form; its
 * display id is stored as the group's short name followed by the one given.
 */
export const addGroupProblem = defineCall({
  module: 'group-problem',
  method: 'POST',
  path: '/api/group/problem',
  query: noQuery,
  body: groupProblemPayloadSchema,
  response: z.null(),
});

/** PUT /api/group/problem: the form saved over the group problem `problem.id`. */
export const updateGroupProblem = defineCall({
  module: 'group-problem',
  method: 'PUT',
  path: '/api/group/problem',
  query: noQuery,
  body: problemPayloadSchema,
  response: z.null(),
});

export const deleteGroupProblem = defineCall({
  module: 'group-problem',
  method: 'DELETE',
  path: '/api/group/problem',
  query: pidQuery,
  body: noBody,
  response: z.null(),
});

/** PUT /api/group/change-problem-auth?pid&auth: 1 public, 2 private, 3 contest only. */
export const changeGroupProblemAuth = defineCall({
  module: 'group-problem',
  method: 'PUT',
  path: '/api/group/change-problem-auth',
  query: pidQuery.extend({
    auth: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  }),
  body: noBody,
  response: z.null(),
});

/** GET /api/group/get-problem-cases?pid&isUpload: a group problem's cases (file names unless `isUpload=false`). */
export const getGroupProblemCases = defineCall({
  module: 'group-problem',
  method: 'GET',
  path: '/api/group/get-problem-cases',
  query: pidQuery.extend({ isUpload: booleanParam.default(true) }),
  body: noBody,
  response: adminGetProblemCases.response,
});

/** GET /api/group/get-all-problem-tags?gid: the site's tags and the group's own. */
export const getGroupProblemTags = defineCall({
  module: 'group-problem',
  method: 'GET',
  path: '/api/group/get-all-problem-tags',
  query: z.object({ gid: gidParam }),
  body: noBody,
  response: z.array(adminTagSchema),
});

/** POST /api/group/compile-spj?gid: the admin compile call, for a group's admins. */
export const groupCompileSpj = defineCall({
  module: 'group-problem',
  method: 'POST',
  path: '/api/group/compile-spj',
  query: z.object({ gid: gidParam }),
  body: adminCompileSpj.body,
  response: z.null(),
});

export const groupCompileInteractive = defineCall({
  module: 'group-problem',
  method: 'POST',
  path: '/api/group/compile-interactive',
  query: z.object({ gid: gidParam }),
  body: adminCompileSpj.body,
  response: z.null(),
});

/** PUT /api/group/apply-public?pid&isApplied: into the site admins' review queue, or out of it. */
export const applyGroupProblemPublic = defineCall({
  module: 'group-problem',
  method: 'PUT',
  path: '/api/group/apply-public',
  query: pidQuery.extend({ isApplied: booleanParam }),
  body: noBody,
  response: z.null(),
});

/** The group-problem calls. */
export const groupProblemCalls: readonly CallDefinition[] = [
  getGroupProblemList,
  getGroupAdminProblemList,
  getGroupProblem,
  addGroupProblem,
  updateGroupProblem,
  deleteGroupProblem,
  changeGroupProblemAuth,
  getGroupProblemCases,
  getGroupProblemTags,
  groupCompileSpj,
  groupCompileInteractive,
  applyGroupProblemPublic,
];
