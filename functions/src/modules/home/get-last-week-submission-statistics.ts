import { homeRules, type getLastWeekSubmissionStatistics as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { cachedFor } from '../../data/cached-for';
import { listSiteDays } from '../../data/stats/list-site-days';
import { recentUtcDays } from '../../data/stats/recent-days';

type Statistics = Awaited<ReturnType<Route<typeof call>['handle']>>;

/** The last seven UTC days' judged and accepted counts, one Query; a day without any shows zeros. */
async function loadLastWeek(): Promise<Statistics> {
  const days = recentUtcDays(homeRules.lastWeekDays);
  const found = new Map((await listSiteDays(days[0] ?? '', days.at(-1) ?? '')).map((day) => [day.day, day]));
  return {
    dateStrList: days,
    acCountList: days.map((day) => found.get(day)?.ac ?? 0),
    totalCountList: days.map((day) => found.get(day)?.total ?? 0),
  };
}

const lastWeek = cachedFor(60_000, loadLastWeek);

/**
 * GET /api/get-last-week-submission-statistics: per day, how many submissions were judged and how
 * many accepted. Answered from a minute-old copy unless `forceRefresh` asks for the table's figures
 * (one small Query, so anyone may ask).
 */
export const getLastWeekSubmissionStatistics: Route<typeof call>['handle'] = ({ query }) =>
  query.forceRefresh ? loadLastWeek() : lastWeek();
