import {
  adminCreateContestAnnouncement,
  adminDeleteContestAnnouncement,
  adminGetContestAnnouncementList,
  adminUpdateContestAnnouncement,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { getContestAnnouncementList } from './get-contest-announcement-list';
import { createContestAnnouncement } from './create-contest-announcement';
import { updateContestAnnouncement } from './update-contest-announcement';
import { deleteContestAnnouncement } from './delete-contest-announcement';

/**
 * A contest's announcements in the admin area: open to the admin roles (the contract's
 * root|admin|problem_admin), then to the contest's admins only (require-contest-admin.ts).
 */
export const adminContestAnnouncementRoutes: readonly Route[] = [
  route(adminGetContestAnnouncementList, 'admin', getContestAnnouncementList),
  route(adminCreateContestAnnouncement, 'admin', createContestAnnouncement),
  route(adminUpdateContestAnnouncement, 'admin', updateContestAnnouncement),
  route(adminDeleteContestAnnouncement, 'admin', deleteContestAnnouncement),
];
