import {
  adminCreateAnnouncement,
  adminDeleteAnnouncement,
  adminGetAnnouncementList,
  adminUpdateAnnouncement,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getAnnouncementList } from './get-announcement-list';
import { createAnnouncement } from './create-announcement';
import { updateAnnouncement } from './update-announcement';
import { deleteAnnouncement } from './delete-announcement';

/** The site's announcements (document 3, §2.18): the super admin only (issue 11, spec §6). */
export const adminAnnouncementRoutes: readonly Route[] = [
  route(adminGetAnnouncementList, 'root', getAnnouncementList),
  route(adminCreateAnnouncement, 'root', createAnnouncement),
  route(adminUpdateAnnouncement, 'root', updateAnnouncement),
  route(adminDeleteAnnouncement, 'root', deleteAnnouncement),
];
