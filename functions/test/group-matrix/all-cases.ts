import type { MatrixCases } from './matrix-case';
import { groupMatrixCases } from './group';
import { groupMemberMatrixCases } from './group-member';
import { groupAnnouncementMatrixCases } from './group-announcement';
import { groupDiscussionMatrixCases } from './group-discussion';
import { groupTrainingMatrixCases } from './group-training';
import { groupTrainingProblemMatrixCases } from './group-training-problem';
import { groupProblemMatrixCases } from './group-problem';
import { adminGroupProblemMatrixCases } from './admin-group-problem';
import { groupContestMatrixCases } from './group-contest';
import { groupContestProblemMatrixCases } from './group-contest-problem';
import { groupContestAnnouncementMatrixCases } from './group-contest-announcement';
import { groupRankMatrixCases } from './group-rank';

/** Every group call's case, by `METHOD /api/path`, one file a module. */
export const groupMatrix: MatrixCases = {
  ...groupMatrixCases,
  ...groupMemberMatrixCases,
  ...groupAnnouncementMatrixCases,
  ...groupDiscussionMatrixCases,
  ...groupTrainingMatrixCases,
  ...groupTrainingProblemMatrixCases,
  ...groupProblemMatrixCases,
  ...adminGroupProblemMatrixCases,
  ...groupContestMatrixCases,
  ...groupContestProblemMatrixCases,
  ...groupContestAnnouncementMatrixCases,
  ...groupRankMatrixCases,
};
