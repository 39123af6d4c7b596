import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { noBody, noQuery, pageParams, pageSchema } from './params';
import { commentSourceTypes, messageActions, messageBoxes, messageRules } from '../domain/discussion';

/* The message centre (spec part 3, §2.5 and §7; part 1, §3 and §9; contract "Area: message"). */

/** `UserUnreadMsgCountVO`: unread messages of each box. */
export const unreadCountsSchema = z.object({
  comment: z.number().int(),
  reply: z.number().int(),
  like: z.number().int(),
  sys: z.number().int(),
  mine: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** `UserMsgVO`: someone commented on your discussion, replied to you, or liked your post. */
export const userMessageSchema = z.object({
  id: z.number().int(),
  action: z.enum(messageActions),
  /** The discussion's or the contest's id. */
  sourceId: z.number().int(),
  sourceType: z.enum(commentSourceTypes),
  sourceTitle: z.string(),
  /** What was written (the comment or reply), cut to `messageRules.quoteMaxLength`. */
  sourceContent: z.string(),
  /** What it answers or likes: a comment or a reply of yours. */
  quoteId: z.number().int().nullable(),
  quoteType: z.enum(['Comment', 'Reply']).nullable(),
  quoteContent: z.string().nullable(),
  /** Where the client opens it: `/discussion-detail/<id>` or `/contest/<id>/comment`. */
  url: z.string(),
  /** Read. */
  state: z.boolean(),
  senderId: z.string(),
  senderUsername: z.string(),
  senderAvatar: z.string(),
  gmtCreate: z.string(),
});
export type UserMessage = z.infer<typeof userMessageSchema>;

/** `SysMsgVO`: a system notice (`Sys`) or a message about your own things (`Mine`). */
export const systemMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  adminId: z.string().nullable(),
  type: z.enum(['Sys', 'Mine']),
  state: z.boolean(),
  gmtCreate: z.string(),
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;

export const getUnreadMessageCount = defineCall({
  module: 'message',
  method: 'GET',
  path: '/api/msg/unread',
  query: noQuery,
  body: noBody,
  response: unreadCountsSchema,
});

function boxList<Row extends z.ZodType>(path: `/api/msg/${string}`, row: Row, pageSize: number) {
  return defineCall({
    module: 'message',
    method: 'GET',
    path,
    query: z.object({
      ...pageParams(messageRules.maxPageSize, pageSize),
    }),
    body: noBody,
    /** Newest first; the page's unread ones are marked read and leave the unread count. */
    response: pageSchema(row),
  });
}

export const getCommentMessages = boxList('/api/msg/comment', userMessageSchema, messageRules.userPageSize);
export const getReplyMessages = boxList('/api/msg/reply', userMessageSchema, messageRules.userPageSize);
export const getLikeMessages = boxList('/api/msg/like', userMessageSchema, messageRules.userPageSize);
export const getSystemMessages = boxList('/api/msg/sys', systemMessageSchema, messageRules.systemPageSize);
export const getMineMessages = boxList('/api/msg/mine', systemMessageSchema, messageRules.systemPageSize);

export const cleanMessages = defineCall({
  module: 'message',
  method: 'DELETE',
  path: '/api/msg/clean',
  query: z.object({
    type: z.enum(messageBoxes),
    /** One message; all of the box when absent. */
    id: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().positive().optional(),
    ),
  }),
  body: noBody,
  response: z.null(),
});

export const messageCalls: readonly CallDefinition[] = [
  getUnreadMessageCount,
  getCommentMessages,
  getReplyMessages,
  getLikeMessages,
  getSystemMessages,
  getMineMessages,
  cleanMessages,
];
