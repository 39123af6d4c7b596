import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { noBody, noQuery, optionalParam, pageParams, pageSchema } from './params';
import { addDiscussion, didParam, discussionRowSchema, updateDiscussion } from './discussion';
import { gidParam } from './group';
import { groupRules } from '../domain/group';

/*
 * A group's discussions (spec part 3, §2.11 and §7 "Group discussion"; contract "Area: group"),
 * behind the website's `openGroupDiscussion`. A group's discussion is a discussion of the site's
 * model (`Discussion`, with its `gid`): its detail, likes, reports and comments go through the board's
 * own calls, for the group's members only; these calls list, post, edit and delete it.
 */

/** The members' list: the group's enabled discussions, pinned first, then newest; 10 a page. */
export const getGroupDiscussionList = defineCall({
  module: 'group-discussion',
  method: 'GET',
  path: '/api/group/get-discussion-list',
  query: z.object({
    ...pageParams(groupRules.maxPageSize, groupRules.memberPageSize),
    gid: gidParam,
    /** A problem's display id (any letter case): only the discussions of that problem. */
    pid: optionalParam(z.string().trim().max(64)),
  }),
  body: noBody,
  response: pageSchema(discussionRowSchema),
});

/** The group admins' list: every discussion of the group, disabled ones too, in the same order. */
export const getGroupAdminDiscussionList = defineCall({
  module: 'group-discussion',
  method: 'GET',
  path: '/api/group/get-admin-discussion-list',
  query: z.object({ ...pageParams(groupRules.maxPageSize, groupRules.memberPageSize), gid: gidParam }),
  body: noBody,
  response: pageSchema(discussionRowSchema),
});

/** The board's post (`Discussion`) with the group it goes to; `topPriority` is kept for group admins. */
export const addGroupDiscussion = defineCall({
  module: 'group-discussion',
  method: 'POST',
  path: '/api/group/discussion',
  query: noQuery,
  body: addDiscussion.body.extend({ gid: z.number().int().positive() }),
  response: z.null(),
});

/**
 * The board's edit (`Discussion` with its `id`): by its author or a group admin; `topPriority` only
 * by a group admin. The group is the stored discussion's; a `gid` sent is ignored.
 */
export const updateGroupDiscussion = defineCall({
  module: 'group-discussion',
  method: 'PUT',
  path: '/api/group/discussion',
  query: noQuery,
  body: updateDiscussion.body,
  response: z.null(),
});

/** By its author or a group admin; its comments, replies and likes go with it. */
export const deleteGroupDiscussion = defineCall({
  module: 'group-discussion',
  method: 'DELETE',
  path: '/api/group/discussion',
  query: z.object({ did: didParam }),
  body: noBody,
  response: z.null(),
});

/** The group-discussion calls. */
export const groupDiscussionCalls: readonly CallDefinition[] = [
  getGroupDiscussionList,
  getGroupAdminDiscussionList,
  addGroupDiscussion,
  updateGroupDiscussion,
  deleteGroupDiscussion,
];
