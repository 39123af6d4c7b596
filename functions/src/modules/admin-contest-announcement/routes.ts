import {
  adminCreateContestAnnouncement,
  adminDeleteContestAnnouncement,
  adminGetContestAnnouncementList,
  adminUpdateContestAnnouncement,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestAnnouncementList } from './get-contest-announcement-list';
import { createContestAnnouncement } from './create-contest-announcement';
import { updateContestAnnouncement } from './update-contest-announcement';
import { deleteContestAnnouncement } from './delete-contest-announcement';

/** A call on the contest its `cid` names, for that contest's admins. */
const ofTheContest = {
  scope: { need: 'administer', of: 'contest', refusal: 'contestAnnouncementAdminOnly' },
} as const;

/**
 * A contest's announcements in the admin area: open to the admin roles (the contract's
 * root|admin|problem_admin), then to the contest's admins only (`administer`; deleting names the
 * announcement alone, so its handler opens the contest itself with `administeredContest`).
 */
export const adminContestAnnouncementRoutes: readonly Route[] = [
  route(adminGetContestAnnouncementList, 'admin', getContestAnnouncementList, ofTheContest),
  route(adminCreateContestAnnouncement, 'admin', createContestAnnouncement, ofTheContest),
  route(adminUpdateContestAnnouncement, 'admin', updateContestAnnouncement, ofTheContest),
  route(adminDeleteContestAnnouncement, 'admin', deleteContestAnnouncement),
];
