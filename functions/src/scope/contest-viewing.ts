import { examModeOf, type StoredContest } from '@oj/shared';
import type { Viewer } from '../policy/viewer';
import { isContestAdmin } from '../policy/contest';
import { isContestResultShown, type ContestSubmissionFacts } from '../policy/submission-visibility';
import { enterScope, type ContestScope } from './open-scope';
import { AppError } from '../frame/app-error';

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
 * How the viewer reads the submissions of a contest scope already entered (a route's `enter`): who
 * administers it, whether it is an exam, whose results show. Reads nothing.
 */
export function contestViewingOf(scope: ContestScope, viewer: Viewer, now = Date.now()): ContestViewing {
  const contest = scope.stored;
  const contestAdmin = isContestAdmin(viewer, scope.contest, scope);
  return {
    contest,
    viewer,
    contestAdmin,
    examMode: examModeOf(contest.description).examMode,
    now,
    resultShown: (submission) => isContestResultShown(viewer, submission, contest, { contestAdmin }, now),
  };
}

/**
 * Enter contest `cid` to read its submissions, by the contest's entry rules (`enterScope`: login,
 * started or admin, the password of a private contest), for a contest a stored item names (a
 * submission's), not the request: a route whose call names the contest declares `enter` and uses
 * `contestViewingOf(context.scope, …)`. A contest that does not exist is `contestNotFound`.
 */
export async function viewContest(cid: number, viewer: Viewer): Promise<ContestViewing> {
  const scope = await enterScope({ cid }, viewer);
  if (scope.kind !== 'contest') throw new AppError('contestNotFound', { cid });
  return contestViewingOf(scope, viewer);
}
