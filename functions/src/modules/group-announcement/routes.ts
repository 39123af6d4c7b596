import {
  addGroupAnnouncement,
  deleteGroupAnnouncement,
  getGroupAdminAnnouncementList,
  getGroupAnnouncementList,
  updateGroupAnnouncement,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getAnnouncementList } from './get-announcement-list';
import { getAdminAnnouncementList } from './get-admin-announcement-list';
import { addAnnouncement } from './add-announcement';
import { updateAnnouncement } from './update-announcement';
import { deleteAnnouncement } from './delete-announcement';

/** A call inside the group its `gid` names, for its members; the handler asks more where it must. */
const inTheGroup = { scope: { need: 'enter', of: 'group' } } as const;

/**
 * A group's announcements (spec part 3, §2.8, §6): the visible ones for its members; the admin list
 * and publishing for its admins; editing and deleting for a root of the group or the admin who
 * published it. Deleting names the announcement alone, so its handler finds and enters the group.
 */
export const groupAnnouncementRoutes: readonly Route[] = [
  route(getGroupAnnouncementList, 'user', getAnnouncementList, inTheGroup),
  route(getGroupAdminAnnouncementList, 'user', getAdminAnnouncementList, inTheGroup),
  route(addGroupAnnouncement, 'user', addAnnouncement, inTheGroup),
  route(updateGroupAnnouncement, 'user', updateAnnouncement, inTheGroup),
  route(deleteGroupAnnouncement, 'user', deleteAnnouncement),
];
