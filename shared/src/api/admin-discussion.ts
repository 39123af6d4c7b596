import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { noBody, noQuery, pageParams, pageSchema } from './params';

/*
 * Moderation of the discussion board (spec part 3, §2.18 "discussion" and "discussion reports"; contract
 * "Discussion moderation"): pin, disable and delete discussions; read and handle reports. The list of
 * discussions for admins is `get-discussion-list?admin=true`.
 */

export const adminDiscussionRules = {
  reportPageSize: 10,
  reportMaxPageSize: 100,
  maxDeleteIds: 100,
} as const;

/** `DiscussionReportVO`: the report and the reported discussion's title and author. */
export const discussionReportSchema = z.object({
  id: z.number().int(),
  did: z.number().int(),
  gid: z.number().int().nullable(),
  /** Null when the discussion has been deleted since. */
  discussionTitle: z.string().nullable(),
  discussionAuthor: z.string().nullable(),
  reporter: z.string(),
  content: z.string(),
  /** Handled. */
  status: z.boolean(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type DiscussionReport = z.infer<typeof discussionReportSchema>;

export const adminUpdateDiscussion = defineCall({
  module: 'admin-discussion',
  method: 'PUT',
  path: '/api/admin/discussion',
  query: noQuery,
  /** `{id, topPriority?, status?}`: pin or unpin, disable (1) or enable (0); other fields are ignored. */
  body: z
    .object({
      id: z.number().int().positive(),
      topPriority: z.boolean().nullish(),
      status: z.union([z.literal(0), z.literal(1)]).nullish(),
    })
    .passthrough(),
  response: z.null(),
});

export const adminDeleteDiscussions = defineCall({
  module: 'admin-discussion',
  method: 'DELETE',
  path: '/api/admin/discussion',
  query: noQuery,
  /** The ids to delete, with their comments, replies and likes. */
  body: z.array(z.number().int().positive()).min(1).max(adminDiscussionRules.maxDeleteIds),
  response: z.null(),
});

export const adminGetDiscussionReports = defineCall({
  module: 'admin-discussion',
  method: 'GET',
  path: '/api/admin/discussion-report',
  query: z.object({
    ...pageParams(adminDiscussionRules.reportMaxPageSize, adminDiscussionRules.reportPageSize),
  }),
  body: noBody,
  /** Unhandled first, then newest. */
  response: pageSchema(discussionReportSchema),
});

export const adminUpdateDiscussionReport = defineCall({
  module: 'admin-discussion',
  method: 'PUT',
  path: '/api/admin/discussion-report',
  query: noQuery,
  /** `{id, status}`: mark handled (true) or not. */
  body: z.object({ id: z.number().int().positive(), status: z.boolean() }).passthrough(),
  response: z.null(),
});

export const adminDiscussionCalls: readonly CallDefinition[] = [
  adminUpdateDiscussion,
  adminDeleteDiscussions,
  adminGetDiscussionReports,
  adminUpdateDiscussionReport,
];
