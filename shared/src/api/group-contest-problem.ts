import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { noBody, noQuery } from './params';
import { groupProblemPayloadSchema } from './group-problem';
import {
  adminAddContestProblemFromPublic,
  adminGetContestProblemList,
  adminSetContestProblemInfo,
  contestProblemSchema,
  displayIdField,
} from './admin-contest-problem';

/*
 * The problems of a group's contests (contract "Area: group"): the picker, new problems made for the
 * contest inside the group, adding from the public set or the group's own, the link rows. The shapes
 * are the site's contest problem calls' (`ContestProblem`, `ProblemDTO`, the picker's answer).
 */

const id = z.coerce.number().int().positive();

export const getGroupContestProblemList = defineCall({
  module: 'group-contest-problem',
  method: 'GET',
  path: '/api/group/get-contest-problem-list',
  /** `cid`, a page, `keyword`; `problemType` present lists public candidates of that type, `oj` a judge. */
  query: adminGetContestProblemList.query,
  body: noBody,
  response: adminGetContestProblemList.response,
});

export const getGroupContestProblem = defineCall({
  module: 'group-contest-problem',
  method: 'GET',
  path: '/api/group/contest-problem',
  query: z.object({ pid: id, cid: id }),
  body: noBody,
  response: contestProblemSchema,
});

export const addGroupContestProblem = defineCall({
  module: 'group-contest-problem',
  method: 'POST',
  path: '/api/group/contest-problem',
  query: noQuery,
  /**
   * The problem form (`ProblemDTO`) of a problem made for a contest of group `problem.gid`: it is
   * stored as the group's contest-only problem (auth 3), its display id prefixed with the group's
   * short name. The client then links it to the contest (`PUT /api/group/contest-problem`).
   */
  body: groupProblemPayloadSchema,
  response: z.object({ pid: z.number().int() }),
});

export const updateGroupContestProblem = defineCall({
  module: 'group-contest-problem',
  method: 'PUT',
  path: '/api/group/contest-problem',
  query: noQuery,
  /** The contract's `ContestProblem`: a link's display id, title and colour; a new link is made. */
  body: adminSetContestProblemInfo.body,
  response: z.null(),
});

export const deleteGroupContestProblem = defineCall({
  module: 'group-contest-problem',
  method: 'DELETE',
  path: '/api/group/contest-problem',
  /** The problem leaves the contest; it stays in its set, with its submissions. */
  query: z.object({ pid: id, cid: id }),
  body: noBody,
  response: z.null(),
});

export const addGroupContestProblemFromPublic = defineCall({
  module: 'group-contest-problem',
  method: 'POST',
  path: '/api/group/add-contest-problem-from-public',
  query: noQuery,
  /** The contract's `ContestProblemDTO {pid, cid, displayId}`: a public problem of the public set. */
  body: adminAddContestProblemFromPublic.body,
  response: z.null(),
});

export const addGroupContestProblemFromGroup = defineCall({
  module: 'group-contest-problem',
  method: 'POST',
  path: '/api/group/add-contest-problem-from-group',
  /**
   * Query parameters, as the contract sends them: the group problem's display id (with or without
   * the group's short name in front), the contest and the display id there.
   */
  query: z.object({
    problemId: z.string().trim().min(1).max(100),
    cid: id,
    displayId: displayIdField,
  }),
  body: noBody,
  response: z.null(),
});

/** The group-contest-problem calls. */
export const groupContestProblemCalls: readonly CallDefinition[] = [
  getGroupContestProblemList,
  getGroupContestProblem,
  addGroupContestProblem,
  updateGroupContestProblem,
  deleteGroupContestProblem,
  addGroupContestProblemFromPublic,
  addGroupContestProblemFromGroup,
];
