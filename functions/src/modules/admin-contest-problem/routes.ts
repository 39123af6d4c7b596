import {
  adminAddContestProblemFromPublic,
  adminCreateContestProblem,
  adminDeleteContestProblem,
  adminGetContestProblem,
  adminGetContestProblemInfo,
  adminGetContestProblemList,
  adminImportContestRemoteProblem,
  adminSetContestProblemInfo,
  adminUpdateContestProblem,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestProblemForm } from './get-contest-problem-form';
import { updateContestProblemForm } from './update-contest-problem-form';
import { getContestProblemList } from './get-problem-list';
import { addProblemFromPublic } from './add-problem-from-public';
import { getContestProblemInfo } from './get-contest-problem-info';
import { setContestProblemInfo } from './set-contest-problem-info';
import { deleteContestProblem } from './delete-contest-problem';
import { importRemoteProblem } from './import-remote-problem';
import { createContestProblem } from './create-contest-problem';

/** A call on the contest its `cid` names, for that contest's admins. */
const ofTheContest = {
  scope: { need: 'administer', of: 'contest', refusal: 'contestProblemsAdminOnly' },
} as const;

/** A call that may name a contest (`cid` optional): then for that contest's admins. */
const ofAContestIfNamed = {
  scope: { need: 'administer', of: 'any', refusal: 'contestProblemsAdminOnly' },
} as const;

/**
 * A contest's problems in the admin area. The routes let admins, problem admins and the super admin
 * in (deleting: problem admins and the super admin); each call on a contest then asks that the caller
 * be its admin. Reading and saving a problem's form are the admin problem form's own functions.
 */
export const adminContestProblemRoutes: readonly Route[] = [
  route(adminGetContestProblemList, 'admin', getContestProblemList, ofTheContest),
  route(adminAddContestProblemFromPublic, 'admin', addProblemFromPublic, ofTheContest),
  route(adminGetContestProblemInfo, 'admin', getContestProblemInfo, ofTheContest),
  route(adminSetContestProblemInfo, 'admin', setContestProblemInfo, ofTheContest),
  route(adminDeleteContestProblem, 'problem_admin', deleteContestProblem, ofAContestIfNamed),
  route(adminImportContestRemoteProblem, 'admin', importRemoteProblem),
  route(adminGetContestProblem, 'admin', getContestProblemForm),
  route(adminCreateContestProblem, 'admin', createContestProblem, ofAContestIfNamed),
  route(adminUpdateContestProblem, 'admin', updateContestProblemForm),
];
