import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { booleanParam, noBody, noQuery, pageParams, pageSchema } from './params';
import { gidParam } from './group';
import { contestSummarySchema } from './contest';
import {
  adminContestRowSchema,
  adminContestRules,
  adminContestSchema,
  adminCreateContest,
  adminEditContest,
} from './admin-contest';

/*
 * A group's contests, its tests (spec part 3, §2.10; contract "Area: group"). The form is the site's
 * contest form (`AdminContestVO`, the same fields and units: times as ISO strings, `duration` in
 * seconds computed from them); the contest then lives in the group (`gid`), and its members take part
 * through the ordinary contest calls with its `cid`.
 */

const cidParam = z.coerce.number().int().positive();

/** A page of a group's contests: ten by default, as the site's admin list. */
const groupContestPage = z.object({
  ...pageParams(adminContestRules.maxPageSize, adminContestRules.pageSize),
  gid: gidParam,
});

export const getGroupContestList = defineCall({
  module: 'group-contest',
  method: 'GET',
  path: '/api/group/get-contest-list',
  query: groupContestPage,
  body: noBody,
  /** The group's visible contests, latest start first (the contest list's `ContestVO` rows). */
  response: pageSchema(contestSummarySchema),
});

export const getGroupAdminContestList = defineCall({
  module: 'group-contest',
  method: 'GET',
  path: '/api/group/get-admin-contest-list',
  query: groupContestPage,
  body: noBody,
  /** Every contest of the group, hidden ones too, newest first (the admin list's `Contest` rows). */
  response: pageSchema(adminContestRowSchema),
});

export const getGroupContest = defineCall({
  module: 'group-contest',
  method: 'GET',
  path: '/api/group/contest',
  query: z.object({ cid: cidParam }),
  body: noBody,
  response: adminContestSchema,
});

export const addGroupContest = defineCall({
  module: 'group-contest',
  method: 'POST',
  path: '/api/group/contest',
  query: noQuery,
  /** The site's contest form, with the group that will hold the contest. */
  body: adminCreateContest.body.extend({ gid: z.number().int().positive() }),
  response: z.null(),
});

export const updateGroupContest = defineCall({
  module: 'group-contest',
  method: 'PUT',
  path: '/api/group/contest',
  query: noQuery,
  /**
   * The site's edit form (`id` names the contest). A contest stays in its group: `gid`, as the form
   * sends it back, must be that group when given.
   */
  body: adminEditContest.body.extend({ gid: z.number().int().positive().nullish() }),
  response: z.null(),
});

export const deleteGroupContest = defineCall({
  module: 'group-contest',
  method: 'DELETE',
  path: '/api/group/contest',
  query: z.object({ cid: cidParam }),
  body: noBody,
  response: z.null(),
});

export const changeGroupContestVisible = defineCall({
  module: 'group-contest',
  method: 'PUT',
  path: '/api/group/change-contest-visible',
  query: z.object({ cid: cidParam, visible: booleanParam }),
  body: noBody,
  response: z.null(),
});

/** The group-contest calls. */
export const groupContestCalls: readonly CallDefinition[] = [
  getGroupContestList,
  getGroupAdminContestList,
  getGroupContest,
  addGroupContest,
  updateGroupContest,
  deleteGroupContest,
  changeGroupContestVisible,
];
