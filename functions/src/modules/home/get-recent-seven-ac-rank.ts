import { homeRules, type getRecentSevenAcRank as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { cachedFor } from '../../data/cached-for';
import { listDayAccepted } from '../../data/stats/list-day-accepted';
import { recentUtcDays } from '../../data/stats/recent-days';
import { getUserCards } from '../../data/users/get-user-cards';
import { cachedVipDirectory } from '../../data/users/vip-directory';
import { acRankEntryOf, acRankRowOf, type AcRankEntry } from './rank-view';

/**
 * Sums each user's accepted submissions over the last seven UTC days (today included) from the
 * per-day items, one Query per day, and adds the top users' names and titles from their accounts.
 */
async function loadRecentAcRank(): Promise<AcRankEntry[]> {
  const days = await Promise.all(recentUtcDays(homeRules.recentAcRankDays).map(listDayAccepted));
  const totals = new Map<string, { username: string; ac: number }>();
  for (const row of days.flat()) {
    const total = totals.get(row.uid) ?? { username: row.username, ac: 0 };
    total.ac += row.ac;
    totals.set(row.uid, total);
  }
  const top = [...totals.entries()]
    .filter(([, total]) => total.ac > 0)
    .sort(
      ([uidA, a], [uidB, b]) =>
        b.ac - a.ac || a.username.localeCompare(b.username) || uidA.localeCompare(uidB),
    )
    .slice(0, homeRules.recentAcRankSize);
  const cards = await getUserCards(top.map(([uid]) => uid));
  return top.map(([uid, total]) => acRankEntryOf(uid, total, cards.get(uid)));
}

/** A busy day's partition holds a line per active user; a minute's delay on the home page is fine. */
const recentAcRank = cachedFor(60_000, loadRecentAcRank);

/**
 * GET /api/get-recent-seven-ac-rank: the users with the most accepted submissions this week, each with
 * the vip value that styles the name, from the VIP directory's own 10 s copy rather than the rank's
 * minute, so an administrator's change shows as soon as it does in the other lists.
 */
export const getRecentSevenAcRank: Route<typeof call>['handle'] = async () => {
  const [rows, vips] = await Promise.all([recentAcRank(), cachedVipDirectory()]);
  return rows.map((row) => acRankRowOf(row, vips));
};
