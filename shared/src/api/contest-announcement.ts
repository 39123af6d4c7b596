import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody, noQuery, pageParams, pageSchema } from './params';
import { adminAnnouncementSchema } from './admin-announcement';

/* A contest's announcements as its contestants read them (spec part 2, §7 and §4: the 60 s poll). */

export const contestAnnouncementRules = {
  /** The contestants' list shows five a page, the admin list ten (spec §9, "Announcement page size"). */
  userPageSize: 5,
  adminPageSize: 10,
  maxPageSize: 100,
  /** The ids a poll may say it has shown: far above what one contest publishes. */
  maxReadIds: 1000,
} as const;

/** `AnnouncementVO` of the contract: the same fields as the site's announcements in the admin list. */
export const contestAnnouncementSchema = adminAnnouncementSchema;

export type ContestAnnouncement = z.infer<typeof contestAnnouncementSchema>;

/** The contract's `Announcement` as the poll answers it: the fields above and the contest's group. */
export const unreadContestAnnouncementSchema = contestAnnouncementSchema.extend({
  gid: z.number().int().nullable(),
});

export type UnreadContestAnnouncement = z.infer<typeof unreadContestAnnouncementSchema>;

export const getContestAnnouncement = defineCall({
  module: 'contest-announcement',
  method: 'GET',
  path: '/api/get-contest-announcement',
  query: z.object({
    cid: z.coerce.number().int().positive(),
    ...pageParams(contestAnnouncementRules.maxPageSize, contestAnnouncementRules.userPageSize),
  }),
  body: noBody,
  /** The visible announcements of the contest, newest first. */
  response: pageSchema(contestAnnouncementSchema),
});

export const getContestNotReadAnnouncement = defineCall({
  module: 'contest-announcement',
  method: 'POST',
  path: '/api/get-contest-not-read-announcement',
  query: noQuery,
  /** `UserReadContestAnnouncementDTO`: the ids the client has already shown for this contest. */
  body: z.object({
    cid: z.number().int().positive(),
    readAnnouncementList: z.array(z.number().int()).max(contestAnnouncementRules.maxReadIds).default([]),
  }),
  /** The visible announcements whose ids were not in the list, newest first. */
  response: z.array(unreadContestAnnouncementSchema),
});

/** The contest announcement calls of contestants. */
export const contestAnnouncementCalls = [getContestAnnouncement, getContestNotReadAnnouncement] as const;
