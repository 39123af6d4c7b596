import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import { noBody, noQuery, pageParams, pageSchema } from './params';
import { adminAnnouncementRules, adminAnnouncementSchema, announcementBody } from './admin-announcement';
import { gidParam } from './group';

/*
 * A group's announcements (spec part 3, §2.8; contract "Area: group"): the members' list, the admin
 * list, publishing, editing, deleting. They are the site's `Announcement` with the group's `gid`,
 * under the site's limits, and stay on the group's own board: never on the home page or in the site's
 * admin list, as the site's never show in a group.
 */

export const groupAnnouncementRules = {
  /** Spec §2.8 and §9: five a page in the members' view, ten in the admin view. */
  userPageSize: 5,
  adminPageSize: 10,
  maxPageSize: adminAnnouncementRules.maxPageSize,
} as const;

/** The group a body names (`gid`, required: the contract's `Announcement.gid`). */
const bodyGid = z.number().int().positive();

export const getGroupAnnouncementList = defineCall({
  module: 'group-announcement',
  method: 'GET',
  path: '/api/group/get-announcement-list',
  query: z.object({
    ...pageParams(groupAnnouncementRules.maxPageSize, groupAnnouncementRules.userPageSize),
    gid: gidParam,
  }),
  body: noBody,
  /** The group's visible announcements (status 0), newest first, for its members. */
  response: pageSchema(adminAnnouncementSchema),
});

export const getGroupAdminAnnouncementList = defineCall({
  module: 'group-announcement',
  method: 'GET',
  path: '/api/group/get-admin-announcement-list',
  query: z.object({
    ...pageParams(groupAnnouncementRules.maxPageSize, groupAnnouncementRules.adminPageSize),
    gid: gidParam,
  }),
  body: noBody,
  /** Every announcement of the group, hidden ones too, newest first, for its admins. */
  response: pageSchema(adminAnnouncementSchema),
});

export const addGroupAnnouncement = defineCall({
  module: 'group-announcement',
  method: 'POST',
  path: '/api/group/announcement',
  query: noQuery,
  /** The contract's `Announcement`: title, content, status and the group; the server sets the rest. */
  body: announcementBody.extend({ gid: bodyGid }),
  response: z.null(),
});

export const updateGroupAnnouncement = defineCall({
  module: 'group-announcement',
  method: 'PUT',
  path: '/api/group/announcement',
  query: noQuery,
  /** The announcement's `id` and group, with the title, content and status it is to have. */
  body: announcementBody.extend({ id: z.number().int().positive(), gid: bodyGid }),
  response: z.null(),
});

export const deleteGroupAnnouncement = defineCall({
  module: 'group-announcement',
  method: 'DELETE',
  path: '/api/group/announcement',
  /** The contract names the announcement only; its group is found by the id. */
  query: z.object({ aid: z.coerce.number().int().positive() }),
  body: noBody,
  response: z.null(),
});

/** The group-announcement calls. */
export const groupAnnouncementCalls: readonly CallDefinition[] = [
  getGroupAnnouncementList,
  getGroupAdminAnnouncementList,
  addGroupAnnouncement,
  updateGroupAnnouncement,
  deleteGroupAnnouncement,
];
