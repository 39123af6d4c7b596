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

/**
 * The contests in the admin area: admins, problem admins and the super admin, each on the contests
 * they created (the super admin on all); deleting is the super admin's alone.
 */
export const adminContestRoutes: readonly Route[] = [
  route(adminGetContest, 'admin', getContest, {
    scope: { need: 'administer', of: 'contest', refusal: 'contestNotYours' },
  }),
  route(adminCreateContest, 'admin', createContest, { scope: { need: 'administer', of: 'any' } }),
  route(adminEditContest, 'admin', editContest, { scope: { need: 'administer', of: 'any' } }),
  route(adminDeleteContest, 'root', deleteContest, {
    scope: { need: 'administer', of: 'contest', refusal: 'contestNotYours' },
  }),
  route(adminGetContestList, 'admin', getContestList),
  route(adminChangeContestVisible, 'admin', changeContestVisible, {
    scope: { need: 'administer', of: 'contest', refusal: 'contestNotYours' },
  }),
  route(adminCloneContest, 'admin', cloneContest, {
    scope: { need: 'administer', of: 'contest', refusal: 'contestNotYours' },
  }),
  route(adminReleaseExamLock, 'admin', releaseExamLock, {
    scope: { need: 'administer', of: 'contest', refusal: 'contestNotYours' },
  }),
];
