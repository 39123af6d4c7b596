import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import {
  booleanParam,
  listKeywordParam,
  noBody,
  noQuery,
  optionalParam,
  pageParams,
  pageSchema,
} from './params';
import { discussionRules } from '../domain/discussion';
import { schemaRule } from '../domain/schema-rules';

/*
 * The discussion board (spec part 3, §2.1, §2.2, §5, §6, §7; contract "Area: discussion"). The whole
 * area answers only while the website switch `openPublicDiscussion` is on, except the category list.
 */

export const didParam = z.coerce.number().int().positive();

/** `Category` of the contract. */
export const discussionCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type DiscussionCategory = z.infer<typeof discussionCategorySchema>;

/** A row of the discussion list: the contract's `Discussion` without its content. */
export const discussionRowSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The linked problem's display id, null when none. */
  pid: z.string().nullable(),
  uid: z.string(),
  author: z.string(),
  avatar: z.string(),
  /** The author's role name when posting: root, admin, problem_admin or default_user. */
  role: z.string(),
  viewNum: z.number().int(),
  likeNum: z.number().int(),
  /** Comments and replies. */
  commentNum: z.number().int(),
  topPriority: z.boolean(),
  /** 0 normal, 1 disabled by an admin (disabled ones are listed to admins only). */
  status: z.number().int(),
  gid: z.number().int().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type DiscussionRow = z.infer<typeof discussionRowSchema>;

/** `DiscussionVO` of the contract: the row, its content, the category's name, the author's title and `hasLike`. */
export const discussionDetailSchema = discussionRowSchema.extend({
  content: z.string(),
  categoryName: z.string(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  /** The viewer likes it (false for visitors). */
  hasLike: z.boolean(),
});
export type DiscussionDetail = z.infer<typeof discussionDetailSchema>;

export const getDiscussionCategories = defineCall({
  module: 'discussion',
  method: 'GET',
  path: '/api/discussion-category',
  query: noQuery,
  body: noBody,
  /** Every category, by id; the solutions category (`题解`) is left out for non-admins. */
  response: z.array(discussionCategorySchema),
});

export const upsertDiscussionCategories = defineCall({
  module: 'discussion',
  method: 'POST',
  path: '/api/discussion-category',
  query: noQuery,
  /** Rows with an id are renamed, rows without one added, blank names skipped; nothing is deleted. */
  body: z
    .array(
      z.object({
        id: z.number().int().positive().nullish(),
        name: z.string().trim().max(discussionRules.categoryNameMaxLength),
      }),
    )
    .max(200),
  /** The whole new list. */
  response: z.array(discussionCategorySchema),
});

export const getDiscussionList = defineCall({
  module: 'discussion',
  method: 'GET',
  path: '/api/get-discussion-list',
  query: z.object({
    ...pageParams(discussionRules.listMaxPageSize, discussionRules.listDefaultPageSize),
    /** The category (the client sends `cid`; `categoryId` is read too). */
    cid: optionalParam(z.coerce.number().int().positive()),
    categoryId: optionalParam(z.coerce.number().int().positive()),
    /** A problem's display id: only the discussions of that problem. */
    pid: optionalParam(z.string().trim().max(64)),
    onlyMine: booleanParam.default(false),
    keyword: listKeywordParam,
    /** The admin view: disabled discussions too (admin roles only; ignored for others). */
    admin: booleanParam.default(false),
  }),
  body: noBody,
  /** Pinned first, then newest. */
  response: pageSchema(discussionRowSchema),
});

export const getDiscussionDetail = defineCall({
  module: 'discussion',
  method: 'GET',
  path: '/api/get-discussion-detail',
  query: z.object({ did: didParam }),
  body: noBody,
  /** Counts a view once per viewer (account, or address for visitors) per hour. */
  response: discussionDetailSchema,
});

const discussionFields = {
  title: z.string().trim().min(1).max(discussionRules.titleMaxLength),
  description: z.string().trim().min(1).max(discussionRules.descriptionMaxLength),
  content: z
    .string()
    .max(discussionRules.contentMaxLength)
    .refine((text) => text.trim() !== '', schemaRule('fieldRequired')),
  categoryId: z.number().int().positive(),
  /** A problem's display id; the title is then prefixed `[pid] `. */
  pid: optionalParam(z.string().trim().max(64)),
  /** Admin roles only; ignored for others. */
  topPriority: z.boolean().nullish(),
};

export const addDiscussion = defineCall({
  module: 'discussion',
  method: 'POST',
  path: '/api/discussion',
  query: noQuery,
  body: z.object(discussionFields).passthrough(),
  response: z.null(),
});

export const updateDiscussion = defineCall({
  module: 'discussion',
  method: 'PUT',
  path: '/api/discussion',
  query: noQuery,
  /** The author only. `viewNum`, `likeNum` and counts sent are ignored; the category stays as it was. */
  body: z.object({ ...discussionFields, id: z.number().int().positive() }).passthrough(),
  response: z.null(),
});

export const deleteDiscussion = defineCall({
  module: 'discussion',
  method: 'DELETE',
  path: '/api/discussion',
  query: z.object({ did: didParam }),
  body: noBody,
  /** The author or an admin role; its comments, replies and likes go with it. */
  response: z.null(),
});

export const likeDiscussion = defineCall({
  module: 'discussion',
  method: 'GET',
  path: '/api/discussion-like',
  query: z.object({ did: didParam, toLike: booleanParam }),
  body: noBody,
  /** Idempotent: liking what one likes, or unliking what one does not, changes nothing. */
  response: z.null(),
});

export const reportDiscussion = defineCall({
  module: 'discussion',
  method: 'POST',
  path: '/api/discussion-report',
  query: noQuery,
  /** `content`: the tags as `#tag#` then the reason; at least one of them. `reporter` is the caller. */
  body: z
    .object({
      did: z.number().int().positive(),
      content: z
        .string()
        .trim()
        .min(1)
        .max(discussionRules.reportReasonMaxLength + 200),
      reporter: z.string().nullish(),
    })
    .passthrough(),
  response: z.null(),
});

export const discussionCalls: readonly CallDefinition[] = [
  getDiscussionCategories,
  upsertDiscussionCategories,
  getDiscussionList,
  getDiscussionDetail,
  addDiscussion,
  updateDiscussion,
  deleteDiscussion,
  likeDiscussion,
  reportDiscussion,
];
