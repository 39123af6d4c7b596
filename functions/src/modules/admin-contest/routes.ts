import {
  adminChangeContestVisible,
  adminCloneContest,
  adminCreateContest,
  adminDeleteContest,
  adminEditContest,
  adminGetContest,
  adminGetContestList,
  adminReleaseExamLock,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContest } from './get-contest';
import { createContest } from './create-contest';
import { editContest } from './edit-contest';
import { deleteContest } from './delete-contest';
import { getContestList } from './get-contest-list';
import { changeContestVisible } from './change-contest-visible';
import { cloneContest } from './clone-contest';
import { releaseExamLock } from './release-exam-lock';

/** A call on the contest its `cid` names, for that contest's admins. */
const ofTheContest = {
  scope: { need: 'administer', of: 'contest', refusal: 'contestNotYours' },
} as const;

/** A contest form that may name a group (`gid`): then for that group's roots. */
const inTheGroupIfNamed = { scope: { need: 'administer', of: 'any' } } as const;

/**
 * The contests in the admin area: admins, problem admins and the super admin, each on the contests
 * they created (the super admin on all); deleting is the super admin's alone.
 */
export const adminContestRoutes: readonly Route[] = [
  route(adminGetContest, 'admin', getContest, ofTheContest),
  route(adminCreateContest, 'admin', createContest, inTheGroupIfNamed),
  route(adminEditContest, 'admin', editContest, inTheGroupIfNamed),
  route(adminDeleteContest, 'root', deleteContest, ofTheContest),
  route(adminGetContestList, 'admin', getContestList),
  route(adminChangeContestVisible, 'admin', changeContestVisible, ofTheContest),
  route(adminCloneContest, 'admin', cloneContest, ofTheContest),
  route(adminReleaseExamLock, 'admin', releaseExamLock, ofTheContest),
];
