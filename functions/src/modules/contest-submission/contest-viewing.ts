import { examModeOf, type StoredContest } from '@oj/shared';
import type { Viewer } from '../../policy/viewer';
import { isContestAdmin } from '../../policy/contest';
import { isContestResultShown, type ContestSubmissionFacts } from '../../policy/submission-visibility';
import { contestForContestant } from '../contest-problem/contest-for-contestant';

/** A contest as one viewer reads its submissions: entered, with their standing there. */
export interface ContestViewing {
  contest: StoredContest;
  viewer: Viewer;
  contestAdmin: boolean;
  examMode: boolean;
  /** The clock every rule of this request reads. */
  now: number;
  /** Whether a submission's result shows to this viewer (`isContestResultShown`). */
  resultShown: (submission: ContestSubmissionFacts) => boolean;
}

/**
 * Enter contest `cid` to read its submissions, by the contest's entry rules (`contestForContestant`:
 * login, started or admin, the password of a private contest): what every contest submission read
 * starts with. A contest that does not exist is `contestNotFound`.
 */
export async function viewContest(cid: number, viewer: Viewer): Promise<ContestViewing> {
  const { scope, contest } = await contestForContestant(cid, viewer);
  const contestAdmin = isContestAdmin(viewer, contest, scope);
  const now = Date.now();
  return {
    contest,
    viewer,
    contestAdmin,
    examMode: examModeOf(contest.description).examMode,
    now,
    resultShown: (submission) => isContestResultShown(viewer, submission, contest, { contestAdmin }, now),
  };
}
