import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody, noQuery, pageParams, pageSchema } from './params';
import { announcementBody } from './admin-announcement';
import { contestAnnouncementRules, contestAnnouncementSchema } from './contest-announcement';

/*
 * A contest's announcements in the admin area (document 3, "contest/{contestId}/announcement"): the
 * contest's admins only. Title and content follow the site's announcements' limits.
 */

/** `AnnouncementDTO` of the contract: the contest and the announcement (its `id` when editing). */
const announcementDto = z.object({
  cid: z.number().int().positive(),
  announcement: announcementBody,
});

export const adminGetContestAnnouncementList = defineCall({
  module: 'admin-contest-announcement',
  method: 'GET',
  path: '/api/admin/contest/announcement',
  query: z.object({
    cid: z.coerce.number().int().positive(),
    ...pageParams(contestAnnouncementRules.maxPageSize, contestAnnouncementRules.adminPageSize),
  }),
  body: noBody,
  /** Every announcement of the contest, hidden ones too, newest first. */
  response: pageSchema(contestAnnouncementSchema),
});

export const adminCreateContestAnnouncement = defineCall({
  module: 'admin-contest-announcement',
  method: 'POST',
  path: '/api/admin/contest/announcement',
  query: noQuery,
  body: announcementDto,
  response: z.null(),
});

export const adminUpdateContestAnnouncement = defineCall({
  module: 'admin-contest-announcement',
  method: 'PUT',
  path: '/api/admin/contest/announcement',
  query: noQuery,
  body: announcementDto.extend({
    announcement: announcementBody.extend({ id: z.number().int().positive() }),
  }),
  response: z.null(),
});

export const adminDeleteContestAnnouncement = defineCall({
  module: 'admin-contest-announcement',
  method: 'DELETE',
  path: '/api/admin/contest/announcement',
  /** The contract names the announcement only; its contest is found by the id. */
  query: z.object({ aid: z.coerce.number().int().positive() }),
  body: noBody,
  response: z.null(),
});

/** The contest announcement calls of the admin area. */
export const adminContestAnnouncementCalls = [
  adminGetContestAnnouncementList,
  adminCreateContestAnnouncement,
  adminUpdateContestAnnouncement,
  adminDeleteContestAnnouncement,
] as const;
