import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { noBody, pageParams, pageSchema } from './params';
import { adminCreateContestAnnouncement, adminUpdateContestAnnouncement } from './admin-contest-announcement';
import { contestAnnouncementRules, contestAnnouncementSchema } from './contest-announcement';

/*
 * The announcements of a group's contests (contract "Area: group"; spec part 3, §2.10): the admin
 * list, publishing, editing, deleting, for the contest's admins in the group. A group's contest is a
 * contest, so the bodies are the admin area's `AnnouncementDTO` and the announcements are the
 * contest's own, which its contestants read through `get-contest-announcement`.
 */

const cidParam = z.coerce.number().int().positive();

export const getGroupContestAnnouncementList = defineCall({
  module: 'group-contest-announcement',
  method: 'GET',
  path: '/api/group/get-contest-announcement-list',
  query: z.object({
    ...pageParams(contestAnnouncementRules.maxPageSize, contestAnnouncementRules.adminPageSize),
    cid: cidParam,
  }),
  body: noBody,
  /** Every announcement of the contest, hidden ones too, newest first. */
  response: pageSchema(contestAnnouncementSchema),
});

export const addGroupContestAnnouncement = defineCall({
  module: 'group-contest-announcement',
  method: 'POST',
  path: '/api/group/contest-announcement',
  query: adminCreateContestAnnouncement.query,
  /** `AnnouncementDTO`: the contest and the announcement's title, content and status. */
  body: adminCreateContestAnnouncement.body,
  response: z.null(),
});

export const updateGroupContestAnnouncement = defineCall({
  module: 'group-contest-announcement',
  method: 'PUT',
  path: '/api/group/contest-announcement',
  query: adminUpdateContestAnnouncement.query,
  /** `AnnouncementDTO` with the announcement's `id`. */
  body: adminUpdateContestAnnouncement.body,
  response: z.null(),
});

export const deleteGroupContestAnnouncement = defineCall({
  module: 'group-contest-announcement',
  method: 'DELETE',
  path: '/api/group/contest-announcement',
  query: z.object({ aid: z.coerce.number().int().positive(), cid: cidParam }),
  body: noBody,
  response: z.null(),
});

/** The group-contest-announcement calls. */
export const groupContestAnnouncementCalls: readonly CallDefinition[] = [
  getGroupContestAnnouncementList,
  addGroupContestAnnouncement,
  updateGroupContestAnnouncement,
  deleteGroupContestAnnouncement,
];
