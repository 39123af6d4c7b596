import { judgeStatus, verdictCounterByStatus } from '@oj/shared';
import type { TransactItem } from '../transact';
import { problemSummaryKey } from '../problems/problem-summary';
import {
  acDayKey,
  siteDayKey,
  siteStatusCountsKey,
  statusCountName,
  userDayKey,
  userProblemTallyKey,
  userStatsKey,
  utcDay,
} from '../stats/stats-keys';
import type { Submission } from '../submissions/submission-item';
import { deltaWrites, type CounterDelta } from './counter-deltas';

/** What of a submission the derived data depends on. */
export type JudgedSubmission = Pick<Submission, 'uid' | 'username' | 'pid' | 'submitTime'>;

/** The tally counter of the verdicts that scored `points` (only points above 0 are tallied). */
export const scoreCountName = (points: number) => `score${points}`;

/**
 * The counter changes of one settled status, `sign` 1 when it lands and -1 when it is taken back:
 * the problem's counts by verdict, the user's totals and counts by status, the user's day (heatmap),
 * the site's day (the week's statistics) and counts by status (the status filter's total), for an
 * accepted one the user's accepted count of the day (the recent AC rank), and the user's tally on the
 * problem. A landing verdict also adds the pid to the user's tried (and solved) sets; taking one back
 * leaves the sets to `verdictChangeWrites`, which knows from the tally what remains.
 */
export function verdictDeltas(
  submission: JudgedSubmission,
  status: number,
  score: number | null,
  sign: 1 | -1,
): CounterDelta[] {
  const listName = statusCountName(status);
  // A submission in flight (or one never stored at a status) counts nowhere.
  if (!listName) return [];
  const counter = verdictCounterByStatus[status];
  const accepted = status === judgeStatus.accepted ? 1 : 0;
  const tally: Record<string, number> = { [listName]: sign, n: 1 };
  if (score !== null && score > 0) tally[scoreCountName(score)] = sign;
  const deltas: CounterDelta[] = [
    { key: userProblemTallyKey(submission.uid, submission.pid), add: tally },
    { key: siteStatusCountsKey, add: { [listName]: sign } },
  ];
  if (!counter) {
    // Cancelled: counted for the lists only, never as a judged submission.
    deltas.push({ key: problemSummaryKey(submission.pid), add: { [listName]: sign } });
    deltas.push({ key: userStatsKey(submission.uid), add: { [listName]: sign } });
    return deltas;
  }
  const day = utcDay(submission.submitTime);
  deltas.push(
    { key: problemSummaryKey(submission.pid), add: { total: sign, [counter]: sign } },
    {
      key: userStatsKey(submission.uid),
      add: { submitted: sign, accepted: sign * accepted, [counter]: sign },
      addToSets:
        sign === 1
          ? accepted
            ? { tried: [submission.pid], solved: [submission.pid] }
            : { tried: [submission.pid] }
          : {},
    },
    { key: userDayKey(submission.uid, day), add: { count: sign } },
    { key: siteDayKey(day), add: { total: sign, ac: sign * accepted } },
  );
  if (accepted)
    deltas.push({
      key: acDayKey(day, submission.uid),
      add: { ac: sign },
      assign: { username: submission.username },
    });
  return deltas;
}

/**
 * The writes that count a verdict landing, with its `score` (points, for the user's best); they go
 * in the transaction that stores it. Landing only adds, so it needs no read and no condition.
 */
export function verdictEffectWrites(
  submission: JudgedSubmission,
  status: number,
  score: number | null = null,
): TransactItem[] {
  return deltaWrites(verdictDeltas(submission, status, score, 1));
}
