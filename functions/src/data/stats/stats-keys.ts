import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';

/*
 * Items derived from verdicts. The judge writes them when a verdict lands (functions/src/data/verdicts/),
 * in the transaction that stores the verdict, so each is counted once per judged round; rejudging
 * takes the old verdict's share back out in the rejudge's own transaction. Reads never aggregate
 * submissions: every screen that shows these reads a handful of items.
 */

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
