import {
  checkContestSubmissionsStatus as checkContestSubmissionsStatusCall,
  checkSubmissionsStatus as checkSubmissionsStatusCall,
  getAllCaseResult as getAllCaseResultCall,
  getFullScreenProblemList as getFullScreenProblemListCall,
  getLastAcCode as getLastAcCodeCall,
  getSubmissionDetail as getSubmissionDetailCall,
  getSubmissionList as getSubmissionListCall,
  getTestJudgeResult as getTestJudgeResultCall,
  resubmit as resubmitCall,
  submitProblemJudge as submitProblemJudgeCall,
  submitProblemTestJudge as submitProblemTestJudgeCall,
  updateSubmission as updateSubmissionCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { submitProblemJudge } from './submit-problem-judge';
import { getSubmissionDetail } from './get-submission-detail';
import { submitProblemTestJudge } from './submit-problem-test-judge';
import { getTestJudgeResult } from './get-test-judge-result';
import { getLastAcCode } from './get-last-ac-code';
import { getFullScreenProblemList } from './get-full-screen-problem-list';
import { getAllCaseResult } from './get-all-case-result';
import { resubmit } from './resubmit';
import { updateSubmission } from './update-submission';
import { getSubmissionList } from './get-submission-list';
import { checkContestSubmissionsStatus, checkSubmissionsStatus } from './check-submissions-status';

/**
 * The submission area: submitting, Online Tests, submission lists and details, sharing. Role codes
 * that may not submit (1003, 1006, 1007) pass the `user` check and are refused by the handlers.
 */
export const submissionRoutes: readonly Route[] = [
  route(submitProblemJudgeCall, 'user', submitProblemJudge, { scope: { need: 'submit', of: 'any' } }),
  route(getSubmissionDetailCall, 'anyone', getSubmissionDetail),
  route(submitProblemTestJudgeCall, 'user', submitProblemTestJudge, { scope: { need: 'submit', of: 'any' } }),
  route(getTestJudgeResultCall, 'user', getTestJudgeResult),
  route(getLastAcCodeCall, 'user', getLastAcCode, { scope: { need: 'enter', of: 'any' } }),
  route(getFullScreenProblemListCall, 'anyone', getFullScreenProblemList, {
    scope: { need: 'enter', of: 'any' },
  }),
  route(getAllCaseResultCall, 'anyone', getAllCaseResult),
  route(resubmitCall, 'user', resubmit),
  route(updateSubmissionCall, 'user', updateSubmission),
  route(getSubmissionListCall, 'anyone', getSubmissionList, {
    scope: { need: 'enter', of: 'any', named: { cid: 'contestID' } },
  }),
  route(checkSubmissionsStatusCall, 'anyone', checkSubmissionsStatus, {
    scope: { need: 'enter', of: 'any' },
  }),
  route(checkContestSubmissionsStatusCall, 'anyone', checkContestSubmissionsStatus, {
    scope: { need: 'enter', of: 'contest' },
  }),
];
