import { judgeStatus, verdictCounterByStatus } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';

/*
 * Items derived from verdicts. The judge writes them when a verdict lands (functions/src/data/verdicts/),
 * in the transaction that stores the verdict, so each is counted once per judged round; rejudging
 * takes the old verdict's share back out in the rejudge's own transaction. Reads never aggregate
 * submissions: every screen that shows these reads a handful of items.
 */

/**
 * The counter a settled status is counted under on every item that counts statuses (the problem's
 * line, the user's totals, the site's counts, the user's tally): the verdict's counter (`ac`, `wa`,
 * …) or `cancelled`. Undefined for the states in flight and those never stored.
 */
export function statusCountName(status: number): string | undefined {
  return verdictCounterByStatus[status] ?? (status === judgeStatus.cancelled ? 'cancelled' : undefined);
}

/** The counters of judged verdicts (a problem is tried while one of them is above 0). */
export const verdictCountNames: readonly string[] = Object.values(verdictCounterByStatus);

/** Every counter `statusCountName` gives, to add up what is settled. */
export const settledCountNames: readonly string[] = [...verdictCountNames, 'cancelled'];

/** Dates are UTC `YYYY-MM-DD`. */
export function utcDay(iso: string | Date): string {
  return (typeof iso === 'string' ? iso : iso.toISOString()).slice(0, 10);
}

/**
 * A user's totals: `submitted` (judged submissions), `accepted` (accepted submissions), `solved` and
 * `tried` (number sets of pids), `scoreSum` (sum of each problem's best OI rank score).
 */
export function userStatsKey(uid: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: 'STATS' };
}

/**
 * A user's best result on one problem: `bestScore` (points), `bestOiRankScore`, the `status` of that
 * best result, and `accepted`. Written only for results worth points.
 */
export function userProblemBestKey(uid: string, pid: number): ItemKey {
  return { pk: keyOf('USER', uid), sk: keyOf('BEST', String(pid).padStart(10, '0')) };
}

/** A user's judged submissions on one day (`count`), for the heatmap. */
export function userDayKey(uid: string, day: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: keyOf('DAY', day) };
}

/** The site's judged submissions on one day: `total` and `ac`, for the week's statistics. */
export function siteDayKey(day: string): ItemKey {
  return { pk: 'SITEDAY', sk: day };
}

/** One user's accepted submissions on one day (`ac`, with `username`), for the recent AC rank. */
export function acDayKey(day: string, uid: string): ItemKey {
  return { pk: keyOf('ACDAY', day), sk: uid };
}

/**
 * A user's tally on one problem, the facts removing a verdict needs to be exact: `all` submissions,
 * the number at each settled status (by `statusCountName`), `score<points>` the number of verdicts
 * that scored those points, and `n`, a change count that removals are conditional on. Written with
 * each submission (`all`) and each verdict change.
 */
export function userProblemTallyKey(uid: string, pid: number): ItemKey {
  return { pk: keyOf('USER', uid), sk: keyOf('TALLY', String(pid).padStart(10, '0')) };
}

/** A user's submissions, `all`, counted as they are made: the user-filtered list's total. */
export function userSubmissionCountKey(uid: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: 'SUBCOUNT' };
}

/** The site's submissions at each settled status (by `statusCountName`): the status filter's total. */
export const siteStatusCountsKey: ItemKey = { pk: 'SUBCOUNTS', sk: 'SITE' };
