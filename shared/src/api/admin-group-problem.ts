import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { listKeywordParam, noBody, noQuery, optionalParam, pageParams, pageSchema } from './params';
import { gidParam } from './group';
import { groupAdminProblemRowSchema } from './group-problem';

/* The site admins' review of group problems applying for the public set (`/api/admin/group-problem/…`). */

/**
 * GET /api/admin/group-problem/list: the group problems that applied for the public set, applying
 * first (then accepted, then refused), by group; `keyword` on the display id, title or author.
 */
export const adminGetGroupProblemApplyList = defineCall({
  module: 'admin-group-problem',
  method: 'GET',
  path: '/api/admin/group-problem/list',
  query: z.object({ ...pageParams(100, 10), keyword: listKeywordParam, gid: optionalParam(gidParam) }),
  body: noBody,
  response: pageSchema(groupAdminProblemRowSchema),
});

/**
 * PUT /api/admin/group-problem/change-progress: 2 accepts an applying problem (a copy of it, with its
 * test data, joins the public set; the group keeps its own), 3 refuses it.
 */
export const adminChangeGroupProblemProgress = defineCall({
  module: 'admin-group-problem',
  method: 'PUT',
  path: '/api/admin/group-problem/change-progress',
  query: noQuery,
  body: z.object({
    pid: z.number().int().positive(),
    progress: z.union([z.literal(2), z.literal(3)]),
  }),
  response: z.null(),
});

/** The admin-group-problem calls. */
export const adminGroupProblemCalls: readonly CallDefinition[] = [
  adminGetGroupProblemApplyList,
  adminChangeGroupProblemProgress,
];
