import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody, noQuery, pageParams, pageSchema } from './params';
import { announcementSchema } from './home';

/* The site's announcements in the admin area (document 3, §2.18 "announcement"): super admin only. */

export const adminAnnouncementRules = {
  /** The admin list shows ten a page (spec §9: "Announcement page size 5 (user view), 10 (admin)"). */
  pageSize: 10,
  maxPageSize: 100,
  titleMaxLength: 100,
  /**
   * Markdown. Hiding, showing or deleting moves the newer visible announcements in one transaction,
   * whose 4 MB budget these sizes keep (see docs/api/admin-announcement.md).
   */
  contentMaxLength: 10_000,
} as const;

/** Status of an announcement: 0 shown on the home page, 1 hidden (spec §5). */
export const announcementStatuses = { visible: 0, hidden: 1 } as const;

const statusField = z.union([z.literal(0), z.literal(1)]).default(0);

/** `AnnouncementVO` of the contract: the home page's fields with the publisher's uid and the status. */
export const adminAnnouncementSchema = announcementSchema.extend({
  uid: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
});

export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

/*
 * The frame names the field and zod's locale gives the reason in the caller's language
 * ("Invalid parameter title: …"); a content of blanks only is too short once trimmed.
 */
const titleField = z.string().trim().min(1).max(adminAnnouncementRules.titleMaxLength);
const contentField = z.string().max(adminAnnouncementRules.contentMaxLength).trim().min(1);

/**
 * The contract's `Announcement` body; `uid`, `username` and the dates are the server's to set. A
 * contest's announcements (admin-contest-announcement) take the same fields under the same limits.
 */
export const announcementBody = z.object({ title: titleField, content: contentField, status: statusField });

export const adminGetAnnouncementList = defineCall({
  module: 'admin-announcement',
  method: 'GET',
  path: '/api/admin/announcement',
  query: z.object({
    ...pageParams(adminAnnouncementRules.maxPageSize, adminAnnouncementRules.pageSize),
  }),
  body: noBody,
  /** Every announcement, visible or hidden, newest first. */
  response: pageSchema(adminAnnouncementSchema),
});

export const adminCreateAnnouncement = defineCall({
  module: 'admin-announcement',
  method: 'POST',
  path: '/api/admin/announcement',
  query: noQuery,
  body: announcementBody,
  response: z.null(),
});

export const adminUpdateAnnouncement = defineCall({
  module: 'admin-announcement',
  method: 'PUT',
  path: '/api/admin/announcement',
  query: noQuery,
  body: announcementBody.extend({ id: z.number().int().positive() }),
  response: z.null(),
});

export const adminDeleteAnnouncement = defineCall({
  module: 'admin-announcement',
  method: 'DELETE',
  path: '/api/admin/announcement',
  query: z.object({ aid: z.coerce.number().int().positive() }),
  body: noBody,
  response: z.null(),
});

/** The announcement calls of the admin area. */
export const adminAnnouncementCalls = [
  adminGetAnnouncementList,
  adminCreateAnnouncement,
  adminUpdateAnnouncement,
  adminDeleteAnnouncement,
] as const;
