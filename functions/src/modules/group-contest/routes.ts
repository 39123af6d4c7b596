import {
  addGroupContest,
  changeGroupContestVisible,
  deleteGroupContest,
  getGroupAdminContestList,
  getGroupContest,
  getGroupContestList,
  updateGroupContest,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestList } from './get-contest-list';
import { getAdminContestList } from './get-admin-contest-list';
import { getContest } from './get-contest';
import { addContest } from './add-contest';
import { updateContest } from './update-contest';
import { deleteContest } from './delete-contest';
import { changeContestVisible } from './change-contest-visible';

/** A call inside the group `gid` names, for its members; the handler asks more where it must. */
const inTheGroup = { scope: { need: 'enter', of: 'group' } } as const;

/**
 * A call on the contest `cid` names: it must exist for the caller (`sight`: a hidden one only for
 * those who may change it, a group's only for its members); the handler then asks that the caller
 * may change it (`changeableGroupContest`: a root of its group, or the group admin who made it).
 */
const onTheContest = { scope: { need: 'sight', of: 'contest' } } as const;

/** A group's contests (spec part 3, §2.10, §6): lists for members and admins, the form, visibility. */
export const groupContestRoutes: readonly Route[] = [
  route(getGroupContestList, 'user', getContestList, inTheGroup),
  route(getGroupAdminContestList, 'user', getAdminContestList, inTheGroup),
  route(getGroupContest, 'user', getContest, onTheContest),
  route(addGroupContest, 'user', addContest, inTheGroup),
  // The form names its contest `id` (and may send back its `gid`): the contest inside that group.
  route(updateGroupContest, 'user', updateContest, {
    scope: { need: 'sight', of: 'any', named: { cid: 'id' } },
  }),
  route(deleteGroupContest, 'user', deleteContest, onTheContest),
  route(changeGroupContestVisible, 'user', changeContestVisible, onTheContest),
];
