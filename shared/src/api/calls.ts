import type { CallDefinition } from './define-call';
import { siteCalls } from './site';
import { homeCalls } from './home';
import { rankCalls } from './rank';
import { accountCalls } from './account';
import { profileCalls } from './profile';
import { problemCalls } from './problem';
import { submissionCalls } from './submission';
import { fileCalls } from './file';
import { adminConfigCalls } from './admin-config';
import { adminSwitchCalls } from './admin-switch';
import { adminProblemCalls } from './admin-problem';
import { adminTagCalls } from './admin-tag';
import { adminJudgeCalls } from './admin-judge';
import { adminJobCalls } from './admin-job';
import { adminUserCalls } from './admin-user';
import { adminRoleCalls } from './admin-role';
import { adminAnnouncementCalls } from './admin-announcement';
import { adminNoticeCalls } from './admin-notice';
import { adminAccountCalls } from './admin-account';
import { adminDashboardCalls } from './admin-dashboard';
import { contestCalls } from './contest';
import { contestAnnouncementCalls } from './contest-announcement';
import { adminContestAnnouncementCalls } from './admin-contest-announcement';
import { adminContestCalls } from './admin-contest';
import { contestProblemCalls } from './contest-problem';
import { contestSubmissionCalls } from './contest-submission';
import { adminContestProblemCalls } from './admin-contest-problem';
import { contestAcInfoCalls } from './contest-ac-info';
import { contestPrintCalls } from './contest-print';
import { contestRankCalls } from './contest-rank';
import { contestScrollBoardCalls } from './contest-scroll-board';
import { trainingCalls } from './training';
import { trainingRankCalls } from './training-rank';
import { adminTrainingCalls } from './admin-training';
import { adminTrainingProblemCalls } from './admin-training-problem';
import { adminTrainingCategoryCalls } from './admin-training-category';
import { discussionCalls } from './discussion';
import { commentCalls } from './comment';
import { messageCalls } from './message';
import { adminDiscussionCalls } from './admin-discussion';
import { groupCalls } from './group';
import { groupMemberCalls } from './group-member';
import { groupAnnouncementCalls } from './group-announcement';
import { groupDiscussionCalls } from './group-discussion';
import { groupRankCalls } from './group-rank';
import { groupProblemCalls } from './group-problem';
import { adminGroupProblemCalls } from './admin-group-problem';
import { groupTrainingCalls } from './group-training';
import { groupTrainingProblemCalls } from './group-training-problem';
import { groupContestCalls } from './group-contest';
import { groupContestProblemCalls } from './group-contest-problem';
import { groupContestAnnouncementCalls } from './group-contest-announcement';

/** Every call of the contract; the CDK app and the local adapter route from this list. */
export const allCalls: readonly CallDefinition[] = [
  ...siteCalls,
  ...homeCalls,
  ...rankCalls,
  ...accountCalls,
  ...profileCalls,
  ...problemCalls,
  ...submissionCalls,
  ...fileCalls,
  ...adminConfigCalls,
  ...adminSwitchCalls,
  ...adminProblemCalls,
  ...adminTagCalls,
  ...adminJudgeCalls,
  ...adminJobCalls,
  ...adminUserCalls,
  ...adminRoleCalls,
  ...adminAnnouncementCalls,
  ...adminNoticeCalls,
  ...adminAccountCalls,
  ...adminDashboardCalls,
  ...contestCalls,
  ...contestAnnouncementCalls,
  ...adminContestAnnouncementCalls,
  ...adminContestCalls,
  ...contestProblemCalls,
  ...contestSubmissionCalls,
  ...adminContestProblemCalls,
  ...contestAcInfoCalls,
  ...contestPrintCalls,
  ...contestRankCalls,
  ...contestScrollBoardCalls,
  ...trainingCalls,
  ...trainingRankCalls,
  ...adminTrainingCalls,
  ...adminTrainingProblemCalls,
  ...adminTrainingCategoryCalls,
  ...discussionCalls,
  ...commentCalls,
  ...messageCalls,
  ...adminDiscussionCalls,
  ...groupCalls,
  ...groupMemberCalls,
  ...groupAnnouncementCalls,
  ...groupDiscussionCalls,
  ...groupRankCalls,
  ...groupProblemCalls,
  ...adminGroupProblemCalls,
  ...groupTrainingCalls,
  ...groupTrainingProblemCalls,
  ...groupContestCalls,
  ...groupContestProblemCalls,
  ...groupContestAnnouncementCalls,
];
