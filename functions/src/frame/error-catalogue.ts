import type { CatalogueEntry } from './errors/catalogue-entry';
import { frameErrors } from './errors/frame';
import { inputErrors } from './errors/input';
import { permissionErrors } from './errors/permission';
import { accountErrors } from './errors/account';
import { profileErrors } from './errors/profile';
import { problemErrors } from './errors/problem';
import { submissionErrors } from './errors/submission';
import { adminProblemErrors } from './errors/admin-problem';
import { adminConfigErrors } from './errors/admin-config';
import { adminTagErrors } from './errors/admin-tag';
import { adminJudgeErrors } from './errors/admin-judge';
import { adminJobErrors } from './errors/admin-job';
import { adminAccountErrors } from './errors/admin-account';
import { adminUserErrors } from './errors/admin-user';
import { adminRoleErrors } from './errors/admin-role';
import { adminAnnouncementErrors } from './errors/admin-announcement';
import { adminNoticeErrors } from './errors/admin-notice';
import { adminContestAnnouncementErrors } from './errors/admin-contest-announcement';
import { fileErrors } from './errors/file';
import { contestErrors } from './errors/contest';
import { trainingErrors } from './errors/training';
import { adminTrainingErrors } from './errors/admin-training';
import { groupErrors } from './errors/group';
import { groupMemberErrors } from './errors/group-member';
import { groupAnnouncementErrors } from './errors/group-announcement';
import { groupDiscussionErrors } from './errors/group-discussion';
import { groupRankErrors } from './errors/group-rank';
import { groupProblemErrors } from './errors/group-problem';
import { adminGroupProblemErrors } from './errors/admin-group-problem';
import { groupTrainingErrors } from './errors/group-training';
import { groupTrainingProblemErrors } from './errors/group-training-problem';
import { groupContestErrors } from './errors/group-contest';
import { groupContestProblemErrors } from './errors/group-contest-problem';
import { groupContestAnnouncementErrors } from './errors/group-contest-announcement';
import { adminContestErrors } from './errors/admin-contest';
import { adminContestProblemErrors } from './errors/admin-contest-problem';
import { contestProblemErrors } from './errors/contest-problem';
import { contestAcInfoErrors } from './errors/contest-ac-info';
import { contestPrintErrors } from './errors/contest-print';
import { contestRankErrors } from './errors/contest-rank';
import { contestScrollBoardErrors } from './errors/contest-scroll-board';
import { discussionErrors } from './errors/discussion';
import { adminDiscussionErrors } from './errors/admin-discussion';
import { commentErrors } from './errors/comment';
import { messageErrors } from './errors/message';

export type { CatalogueEntry };

/**
 * Every error the API can answer with, one line each: the HTTP status, the envelope status, and the
 * message in both languages. `{name}` placeholders are filled from the error's parameters. Each module
 * keeps its errors in its own file, `errors/<module>.ts`; a name may appear in only one of them.
 */
export const errorCatalogue = {
  ...frameErrors,
  ...inputErrors,
  ...permissionErrors,
  ...accountErrors,
  ...profileErrors,
  ...problemErrors,
  ...submissionErrors,
  ...adminProblemErrors,
  ...adminConfigErrors,
  ...adminTagErrors,
  ...adminJudgeErrors,
  ...adminJobErrors,
  ...adminAccountErrors,
  ...adminUserErrors,
  ...adminRoleErrors,
  ...adminAnnouncementErrors,
  ...adminNoticeErrors,
  ...adminContestAnnouncementErrors,
  ...fileErrors,
  ...contestErrors,
  ...trainingErrors,
  ...adminTrainingErrors,
  ...groupErrors,
  ...groupMemberErrors,
  ...groupAnnouncementErrors,
  ...groupDiscussionErrors,
  ...groupRankErrors,
  ...groupProblemErrors,
  ...adminGroupProblemErrors,
  ...groupTrainingErrors,
  ...groupTrainingProblemErrors,
  ...groupContestErrors,
  ...groupContestProblemErrors,
  ...groupContestAnnouncementErrors,
  ...adminContestErrors,
  ...adminContestProblemErrors,
  ...contestProblemErrors,
  ...contestAcInfoErrors,
  ...contestPrintErrors,
  ...contestRankErrors,
  ...contestScrollBoardErrors,
  ...discussionErrors,
  ...adminDiscussionErrors,
  ...commentErrors,
  ...messageErrors,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof errorCatalogue;
