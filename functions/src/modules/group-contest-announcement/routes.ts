import {
  addGroupContestAnnouncement,
  deleteGroupContestAnnouncement,
  getGroupContestAnnouncementList,
  updateGroupContestAnnouncement,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestAnnouncementList } from './get-contest-announcement-list';
import { addContestAnnouncement } from './add-contest-announcement';
import { updateContestAnnouncement } from './update-contest-announcement';
import { deleteContestAnnouncement } from './delete-contest-announcement';

/**
 * A call on the contest its `cid` names: it must exist for the caller (`sight`: a hidden one only for
 * its admins, a group's only for the group's members), at any phase; the handler then asks for the
 * group's admins (the list) or for whoever may change the contest (the writes).
 */
const onTheContest = { scope: { need: 'sight', of: 'contest' } } as const;

/**
 * The announcements of a group's contests (contract "Area: group"; spec part 3, §2.10, §6), managed
 * in the group; its contestants read them through the contest's own announcement calls.
 */
export const groupContestAnnouncementRoutes: readonly Route[] = [
  route(getGroupContestAnnouncementList, 'user', getContestAnnouncementList, onTheContest),
  route(addGroupContestAnnouncement, 'user', addContestAnnouncement, onTheContest),
  route(updateGroupContestAnnouncement, 'user', updateContestAnnouncement, onTheContest),
  route(deleteGroupContestAnnouncement, 'user', deleteContestAnnouncement, onTheContest),
];
