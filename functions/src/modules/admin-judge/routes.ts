import {
  adminCancelJudge,
  adminManualJudge,
  adminRejudge,
  adminRejudgeProblem,
  adminRejudgeContestProblem,
  getJudgeServiceInfo as getJudgeServiceInfoCall,
  getJudgeServiceInfoByPut,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { rejudge } from './judge-rejudge';
import { manualJudge } from './judge-manual-judge';
import { cancelJudge } from './judge-cancel';
import { rejudgeProblem } from './judge-rejudge-problem';
import { rejudgeContestProblem } from './judge-rejudge-contest-problem';
import { getJudgeServiceInfo } from './get-judge-service-info';

/** Rejudge, manual judge, cancel judge and rejudging a problem: the super admin's alone (spec §6). */
export const adminJudgeRoutes: readonly Route[] = [
  route(adminRejudge, 'root', rejudge),
  route(adminManualJudge, 'root', manualJudge),
  route(adminCancelJudge, 'root', cancelJudge),
  route(adminRejudgeProblem, 'root', rejudgeProblem),
  route(adminRejudgeContestProblem, 'root', rejudgeContestProblem, {
    scope: { need: 'administer', of: 'contest' },
  }),
  // The judge page is every administrator's (spec §2.18).
  route(getJudgeServiceInfoCall, 'admin', getJudgeServiceInfo),
  route(getJudgeServiceInfoByPut, 'admin', getJudgeServiceInfo),
];
