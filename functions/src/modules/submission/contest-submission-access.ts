import { AppError } from '../../frame/app-error';
import type { Viewer } from '../../policy/viewer';
import { contestListsOthers, isContestCodeVisible } from '../../policy/submission-visibility';
import { getContestProblemByPid } from '../../data/contest-problems/read-contest-problems';
import type { SubmissionSummary } from '../../data/submissions/submission-item';
import { viewContest } from '../../scope/contest-viewing';

/** What a viewer may see of one contest submission. */
export interface ContestSubmissionAccess {
  codeVisible: boolean;
  resultShown: boolean;
  /** The problem's title in the contest; undefined once the problem has left it. */
  displayTitle: string | undefined;
}

/**
 * What `viewer` may see of a submission made in a contest: they must be able to enter the contest
 * (`contestNotFound`, login, start, password), and, where the contest lists only their own
 * submissions to them (exam mode, tries made before the start), it must be theirs
 * (`contestSubmissionNotYours`).
 * The code is the author's and the contest admins'; the result shows as the contest's lists show it.
 */
export async function contestSubmissionAccess(
  submission: Pick<SubmissionSummary, 'cid' | 'pid' | 'uid' | 'status' | 'submitTime'>,
  viewer: Viewer,
): Promise<ContestSubmissionAccess> {
  const [viewing, link] = await Promise.all([
    viewContest(submission.cid, viewer),
    getContestProblemByPid(submission.cid, submission.pid),
  ]);
  const own = viewer !== undefined && viewer.uid === submission.uid;
  const beforeStart = Date.parse(submission.submitTime) < Date.parse(viewing.contest.startTime);
  const standing = { contestAdmin: viewing.contestAdmin };
  if (!own && !contestListsOthers(standing, { examMode: viewing.examMode }, { beforeStart }))
    throw new AppError('contestSubmissionNotYours');
  return {
    codeVisible: isContestCodeVisible(viewer, submission, standing),
    resultShown: viewing.resultShown(submission),
    displayTitle: link?.displayTitle,
  };
}
