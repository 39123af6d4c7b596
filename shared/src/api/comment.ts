import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { booleanParam, noBody, noQuery, pageParams, pageSchema } from './params';
import { commentRules, commentSourceTypes } from '../domain/discussion';
import { schemaRule } from '../domain/schema-rules';

/*
 * Comments and replies under a discussion (`did`) or a contest (`cid`: its clarifications, only while
 * the website switch `openContestComment` is on). Spec part 2, "Comment component", §4–§6; contract
 * "Area: comment".
 */

const optionalId = z.preprocess(
  (value) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value),
  z.coerce.number().int().positive().optional(),
);

/** Who wrote a comment or a reply, as both carry it. */
const authorFields = {
  fromUid: z.string(),
  fromName: z.string(),
  fromAvatar: z.string(),
  /** root or admin for badges; the author's role name otherwise. */
  fromRole: z.string(),
  fromTitleName: z.string().nullable(),
  fromTitleColor: z.string().nullable(),
};

/** `ReplyVO` of the contract. */
export const replySchema = z.object({
  id: z.number().int(),
  commentId: z.number().int(),
  ...authorFields,
  toUid: z.string(),
  toName: z.string(),
  toAvatar: z.string(),
  content: z.string(),
  status: z.number().int(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

/** `CommentVO` of the contract, with where it lives. */
export const commentSchema = z.object({
  id: z.number().int(),
  did: z.number().int().nullable(),
  cid: z.number().int().nullable(),
  content: z.string(),
  ...authorFields,
  likeNum: z.number().int(),
  totalReplyNum: z.number().int(),
  status: z.number().int(),
  gmtCreate: z.string(),
  /** The first replies, oldest first (at most `commentRules.repliesShown`). */
  replyList: z.array(replySchema),
});
export type Comment = z.infer<typeof commentSchema>;

/** The source of a comment list: exactly one of a discussion or a contest. */
const sourceQuery = {
  did: optionalId,
  cid: optionalId,
};

export const getComments = defineCall({
  module: 'comment',
  method: 'GET',
  path: '/api/comments',
  query: z.object({
    ...sourceQuery,
    ...pageParams(commentRules.maxPageSize, commentRules.pageSize),
  }),
  body: noBody,
  /**
   * Newest first, with the first replies of each. In a running contest a contestant sees only their
   * own comments and those of admins and the contest's admins; contest admins see all.
   */
  response: z.object({
    commentList: pageSchema(commentSchema),
    /** The viewer's liked comments on this page: id → true. */
    commentLikeMap: z.record(z.string(), z.boolean()),
  }),
});

export const getReplies = defineCall({
  module: 'comment',
  method: 'GET',
  path: '/api/reply',
  query: z.object({ commentId: z.coerce.number().int().positive(), cid: optionalId }),
  body: noBody,
  /** Every reply of the comment, oldest first. */
  response: z.array(replySchema),
});

const contentField = z
  .string()
  .max(commentRules.contentMaxLength)
  .refine((text) => text.trim() !== '', schemaRule('fieldRequired'));

export const addComment = defineCall({
  module: 'comment',
  method: 'POST',
  path: '/api/comment',
  query: noQuery,
  body: z.object({ content: contentField, ...sourceQuery }).passthrough(),
  /** The new comment (no replies yet), for the client to put first. */
  response: commentSchema,
});

export const addReply = defineCall({
  module: 'comment',
  method: 'POST',
  path: '/api/reply',
  query: noQuery,
  /** `ReplyDTO`: the reply goes under `commentId`, to `toUid` (the comment's or a reply's author). */
  body: z
    .object({
      reply: z
        .object({
          commentId: z.number().int().positive(),
          content: contentField,
          toUid: z.string().trim().min(1).max(64),
          toName: z.string().nullish(),
          toAvatar: z.string().nullish(),
        })
        .passthrough(),
      did: z.number().int().nullish(),
      /** What is answered: the comment, or one of its replies. */
      quoteId: z.number().int().positive().nullish(),
      quoteType: z.enum(['Comment', 'Reply']).nullish(),
    })
    .passthrough(),
  response: replySchema,
});

export const deleteComment = defineCall({
  module: 'comment',
  method: 'DELETE',
  path: '/api/comment',
  query: noQuery,
  /** `{id, fromUid, did, cid}`: only `id` is used. Its replies and likes go with it. */
  body: z.object({ id: z.number().int().positive() }).passthrough(),
  response: z.null(),
});

export const deleteReply = defineCall({
  module: 'comment',
  method: 'DELETE',
  path: '/api/reply',
  query: noQuery,
  /** `{did, reply: ReplyVO}`: `reply.id` and `reply.commentId` are used. */
  body: z
    .object({
      reply: z
        .object({ id: z.number().int().positive(), commentId: z.number().int().positive() })
        .passthrough(),
    })
    .passthrough(),
  response: z.null(),
});

export const likeComment = defineCall({
  module: 'comment',
  method: 'GET',
  path: '/api/comment-like',
  /** `cid` here is the comment's id (as the contract names it); `sourceId`/`sourceType` where it lives. */
  query: z.object({
    cid: z.coerce.number().int().positive(),
    toLike: booleanParam,
    sourceId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().optional()),
    sourceType: z.enum(commentSourceTypes).optional(),
  }),
  body: noBody,
  /** Idempotent, as a discussion's like. */
  response: z.null(),
});

export const commentCalls: readonly CallDefinition[] = [
  getComments,
  getReplies,
  addComment,
  addReply,
  deleteComment,
  deleteReply,
  likeComment,
];
