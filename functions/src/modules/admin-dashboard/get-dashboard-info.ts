import type { getDashboardInfo as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { countAccounts } from '../../data/users/count-accounts';
import { loadProblemCatalogue } from '../../data/problems/problem-catalogue';
import { listSiteDays } from '../../data/stats/list-site-days';
import { recentUtcDays } from '../../data/stats/recent-days';
import { judgeQueueDepth } from '../../data/judge-queue-depth';
import { listLiveJudgeWorkers } from '../../data/judge-workers/list-live-judge-workers';
import { listRecentLogins } from '../../data/logins/list-logins';
import { loadContestCatalogue } from '../../data/contests/contest-catalogue';
import { dashboardInfoOf, dayCounts } from './admin-dashboard-view';

/** The dashboard shows the last 14 days' submissions, a week of them as one figure. */
const chartDays = 14;
const recentLoginCount = 10;

/**
 * GET /api/admin/dashboard/get-dashboard-info: the contract's three figures and what the admin area
 * adds, all read from items that already hold them (counters, day items, the worker partition, the
 * queue's own count), in parallel.
 */
export const getDashboardInfo: Route<typeof call>['handle'] = async () => {
  const now = Date.now();
  const days = recentUtcDays(chartDays, new Date(now));
  const [userNum, problems, siteDays, queueDepth, workers, recentLogins, contests] = await Promise.all([
    countAccounts(),
    loadProblemCatalogue(),
    listSiteDays(days[0] as string, days.at(-1) as string),
    judgeQueueDepth(),
    listLiveJudgeWorkers(now),
    listRecentLogins(recentLoginCount, new Date(now)),
    loadContestCatalogue(),
  ]);
  return dashboardInfoOf({
    userNum,
    // The site's own: a group's problems and contests are its class's, not the site's figures.
    problemNum: problems.filter((problem) => problem.gid === null).length,
    days: dayCounts(days, siteDays),
    judgeQueueDepth: queueDepth,
    workers,
    recentLogins,
    contests: contests.filter((contest) => contest.gid === null),
    now,
  });
};
