import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { listKeywordParam, noBody, noQuery, optionalParam, pageParams, pageSchema } from './params';
import { gidParam } from './group';
import { groupRules, memberAuthValues } from '../domain/group';
import { schemaRule } from '../domain/schema-rules';

/*
 * A group's members and applicants (spec part 3, §2.12, §2.15, §4, §5 and §6; contract "Area:
 * group"): joining or applying, the member and application lists, changing a member's standing,
 * removing a member, leaving.
 */

/** The contract's `GroupMemberVO` (`gmtModify`, sic, is the time of the last change). */
export const groupMemberSchema = z.object({
  id: z.number().int(),
  gid: z.number().int(),
  uid: z.string(),
  username: z.string(),
  /** 1 applying, 2 refused, 3 member, 4 group admin, 5 group root. */
  auth: z.number().int(),
  reason: z.string(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

const memberAuthParam = z.coerce
  .number()
  .int()
  .refine((auth) => (memberAuthValues as readonly number[]).includes(auth), schemaRule('fieldNotOneOf'));

/** The member lists' query: a page, a username keyword, one auth (0 or none is any). */
const memberListQuery = z.object({
  ...pageParams(groupRules.maxPageSize, groupRules.memberPageSize),
  keyword: listKeywordParam,
  auth: optionalParam(z.coerce.number().int().min(0).max(5)),
  gid: gidParam,
});

export const getGroupMemberList = defineCall({
  module: 'group-member',
  method: 'GET',
  path: '/api/group/get-member-list',
  query: memberListQuery,
  body: noBody,
  /** Members proper (auth 3–5), newest first. */
  response: pageSchema(groupMemberSchema),
});

export const getGroupApplyList = defineCall({
  module: 'group-member',
  method: 'GET',
  path: '/api/group/get-apply-list',
  query: memberListQuery,
  body: noBody,
  /** Everyone who applied or joined, with their reasons, newest first (for the group's admins). */
  response: pageSchema(groupMemberSchema),
});

export const addGroupMember = defineCall({
  module: 'group-member',
  method: 'POST',
  path: '/api/group/member',
  /**
   * The contract sends these as query parameters. `code` is the private group's invitation code;
   * `reason` the application's, 5–100 characters for a group that is not public (checked by the call,
   * which knows the group).
   */
  query: z.object({
    gid: gidParam,
    code: optionalParam(
      z
        .string()
        .trim()
        .max(groupRules.codeLength * 4),
    ),
    reason: optionalParam(
      z
        .string()
        .trim()
        .max(groupRules.reasonMax * 4),
    ),
  }),
  body: noBody,
  response: z.null(),
});

export const updateGroupMember = defineCall({
  module: 'group-member',
  method: 'PUT',
  path: '/api/group/member',
  query: noQuery,
  /** The contract's `GroupMember {gid, uid, auth}`: the member and their new auth. */
  body: z.object({
    gid: z.number().int().positive(),
    uid: z.string().trim().min(1).max(64),
    auth: memberAuthParam,
  }),
  response: z.null(),
});

export const deleteGroupMember = defineCall({
  module: 'group-member',
  method: 'DELETE',
  path: '/api/group/member',
  query: z.object({ uid: z.string().trim().min(1).max(64), gid: gidParam }),
  body: noBody,
  response: z.null(),
});

export const exitGroup = defineCall({
  module: 'group-member',
  method: 'DELETE',
  path: '/api/group/member/exit',
  query: z.object({ gid: gidParam }),
  body: noBody,
  response: z.null(),
});

/** The calls on a group's members. */
export const groupMemberCalls: readonly CallDefinition[] = [
  getGroupMemberList,
  getGroupApplyList,
  addGroupMember,
  updateGroupMember,
  deleteGroupMember,
  exitGroup,
];
