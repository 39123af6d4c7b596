/**
 * The facts a contest scoreboard is computed from, shared by the ACM and OI rules. Both the update a
 * verdict triggers and the full rebuild hand these same facts to the same pure functions, so the two
 * always agree.
 */

/** One submission of one contestant on one contest problem, as the board needs it. */
export interface BoardSubmission {
  submitId: number;
  /** When it was submitted (ISO). */
  time: string;
  /** Judge status code (`judgeStatus`). */
  status: number;
  /** Marked when it was submitted after the end (allowed by `allowEndSubmit`). */
  afterContest: boolean;
  /** OI points; null while judging. Unused by ACM. */
  score?: number | null;
  /** Run time in ms; null while judging. Unused by ACM. */
  runTime?: number | null;
}

/**
 * The contest's clock as one view of the board sees it. `sealTime` is where the board stops showing
 * results for this view: the contest's `sealRankTime` for a non-admin while the board is frozen, null
 * for a real-time view (admins, unsealed contests, ended contests).
 */
export interface BoardClock {
  startTime: string;
  endTime: string;
  sealTime: string | null;
}

/** Who a row is about: the identity fields every rank row carries (contract ACMContestRankVO). */
export interface ContestantIdentity {
  uid: string;
  username: string;
  nickname: string;
  realname: string;
  school: string;
  gender: string;
  avatar: string;
}

/** The award fields of a rank row; `isWinAward` false leaves the other three out. */
export interface AwardFields {
  isWinAward: boolean;
  awardName?: string;
  awardBackground?: string;
  awardColor?: string;
}

/** Milliseconds since the epoch of an ISO time, refusing one that does not parse. */
export function instantOf(iso: string, field: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`${field} is not a date: ${JSON.stringify(iso)}`);
  return ms;
}

/** Submissions in the order the board reads them: by submit time, then by submit id. */
export function inSubmitOrder(submissions: readonly BoardSubmission[]): BoardSubmission[] {
  return submissions
    .map((submission) => ({
      submission,
      at: instantOf(submission.time, `submission ${submission.submitId} time`),
    }))
    .sort((a, b) => a.at - b.at || a.submission.submitId - b.submission.submitId)
    .map(({ submission }) => submission);
}

/** Where a submission falls on the contest's clock, for the view `clock` describes. */
export type SubmissionPhase = 'beforeStart' | 'shown' | 'sealed' | 'afterContest';

export function phaseOfSubmission(submission: BoardSubmission, clock: BoardClock): SubmissionPhase {
  const at = instantOf(submission.time, `submission ${submission.submitId} time`);
  const end = instantOf(clock.endTime, 'endTime');
  if (submission.afterContest || at >= end) return 'afterContest';
  if (at < instantOf(clock.startTime, 'startTime')) return 'beforeStart';
  if (clock.sealTime !== null && at >= instantOf(clock.sealTime, 'sealTime')) return 'sealed';
  return 'shown';
}

/**
 * The seal time a viewer's board applies (spec 001 §2): for a non-admin, from `sealRankTime` while
 * the contest has not ended; null (real time) otherwise.
 */
export function boardSealTimeFor(
  contest: { sealRank: boolean; sealRankTime: string | null; endTime: string },
  now: string,
  viewerIsContestAdmin: boolean,
): string | null {
  if (viewerIsContestAdmin || !contest.sealRank || contest.sealRankTime === null) return null;
  const at = instantOf(now, 'now');
  const sealed =
    at >= instantOf(contest.sealRankTime, 'sealRankTime') && at < instantOf(contest.endTime, 'endTime');
  return sealed ? contest.sealRankTime : null;
}
