import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody, noQuery, pageParams, pageSchema } from './params';

/*
 * System notices written by the super admin (document 3, §2.18 "notice"; contract: AdminSysNotice).
 * They are stored for the message centre's "system" box, which delivers them with the messages
 * (see docs/api/admin-notice.md): until then every notice stays unpushed (`state` false).
 */

export const adminNoticeRules = {
  pageSize: 10,
  maxPageSize: 100,
  titleMaxLength: 100,
  contentMaxLength: 10_000,
} as const;

/** Who a notice is for: every user, one user (`recipientId`), or the administrators. */
export const noticeAudiences = ['All', 'Single', 'Admin'] as const;
export type NoticeAudience = (typeof noticeAudiences)[number];

/** `AdminSysNoticeVO` of the contract, with the recipient of a single-user notice. */
export const adminNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z.enum(noticeAudiences),
  /** Delivered to the recipients' message boxes; false until the message centre delivers notices. */
  state: z.boolean(),
  /** The recipient's uid for `Single`, else null. */
  recipientId: z.string().nullable(),
  /** The recipient's username for `Single`, else null. */
  recipientUsername: z.string().nullable(),
  adminId: z.string(),
  adminUsername: z.string(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export type AdminNotice = z.infer<typeof adminNoticeSchema>;

const noticeBody = z.object({
  title: z.string().trim().min(1).max(adminNoticeRules.titleMaxLength),
  content: z.string().max(adminNoticeRules.contentMaxLength).trim().min(1),
  type: z.enum(noticeAudiences),
  /** Required for `Single` (a uid, or a username the server resolves); ignored otherwise. */
  recipientId: z.string().trim().max(64).nullish(),
});

export const adminGetNoticeList = defineCall({
  module: 'admin-notice',
  method: 'GET',
  path: '/api/admin/msg/notice',
  query: z.object({
    ...pageParams(adminNoticeRules.maxPageSize, adminNoticeRules.pageSize),
    type: z.enum(noticeAudiences).optional(),
  }),
  body: noBody,
  /** Newest first. */
  response: pageSchema(adminNoticeSchema),
});

export const adminCreateNotice = defineCall({
  module: 'admin-notice',
  method: 'POST',
  path: '/api/admin/msg/notice',
  query: noQuery,
  body: noticeBody,
  response: z.null(),
});

export const adminUpdateNotice = defineCall({
  module: 'admin-notice',
  method: 'PUT',
  path: '/api/admin/msg/notice',
  query: noQuery,
  body: noticeBody.extend({ id: z.number().int().positive() }),
  response: z.null(),
});

export const adminDeleteNotice = defineCall({
  module: 'admin-notice',
  method: 'DELETE',
  path: '/api/admin/msg/notice',
  query: z.object({ id: z.coerce.number().int().positive() }),
  body: noBody,
  response: z.null(),
});

/** The system notice calls of the admin area. */
export const adminNoticeCalls = [
  adminGetNoticeList,
  adminCreateNotice,
  adminUpdateNotice,
  adminDeleteNotice,
] as const;
