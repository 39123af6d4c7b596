import { percentText, type ContestLine, type DashboardInfo, type LoginSession } from '@oj/shared';
import type { LoginRecord } from '../../data/logins/login-item';
import type { SiteDay } from '../../data/stats/list-site-days';
import type { JudgeWorker } from '../../data/judge-workers/judge-worker-item';

/** A login record as the contract's `Session`; a login is never modified, so both times are its time. */
export function loginSessionOf(record: LoginRecord): LoginSession {
  return {
    id: record.sessionId,
    uid: record.uid,
    username: record.username,
    ip: record.ip,
    userAgent: record.userAgent,
    gmtCreate: record.at,
    gmtModified: record.at,
  };
}

/** Each of `days` with its judged count, 0 for a day without an item; oldest first. */
export function dayCounts(
  days: readonly string[],
  stored: readonly SiteDay[],
): { date: string; count: number }[] {
  const byDay = new Map(stored.map((day) => [day.day, day.total]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/** A contest counts as recent while it runs or starts within this window, or ended within it. */
const recentContestWindowMs = 14 * 24 * 3600 * 1000;

export function isRecentContest(contest: Pick<ContestLine, 'startTime' | 'endTime'>, now: number): boolean {
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  return Math.abs(start - now) <= recentContestWindowMs || Math.abs(end - now) <= recentContestWindowMs;
}

export interface DashboardFacts {
  userNum: number;
  problemNum: number;
  days: { date: string; count: number }[];
  judgeQueueDepth: number;
  workers: JudgeWorker[];
  recentLogins: LoginRecord[];
  /** Every line of the contest catalogue. */
  contests: Pick<ContestLine, 'cid' | 'title' | 'startTime' | 'endTime'>[];
  now: number;
}

/** The dashboard lists this many recent contests, those starting nearest to now first; the figure counts all. */
const recentContestsShown = 20;

/** The dashboard's answer from what was read. */
export function dashboardInfoOf(facts: DashboardFacts): DashboardInfo {
  const recent = facts.contests
    .filter((contest) => isRecentContest(contest, facts.now))
    .sort(
      (a, b) =>
        Math.abs(Date.parse(a.startTime) - facts.now) - Math.abs(Date.parse(b.startTime) - facts.now) ||
        a.cid - b.cid,
    );
  return {
    userNum: facts.userNum,
    recentContestNum: recent.length,
    todayJudgeNum: facts.days.at(-1)?.count ?? 0,
    problemNum: facts.problemNum,
    weekJudgeNum: facts.days.slice(-7).reduce((sum, day) => sum + day.count, 0),
    judgeQueueDepth: facts.judgeQueueDepth,
    workers: facts.workers.map((worker) => ({
      workerId: worker.workerId,
      languages: worker.languages,
      lastSeen: worker.lastSeen,
      address: worker.address,
      cpuCores: worker.cpuCores,
      slots: worker.slots,
      percentCpuLoad: percentText(worker.cpuLoad),
      percentMemoryLoad: percentText(worker.memoryLoad),
    })),
    recentLogins: facts.recentLogins.map(loginSessionOf),
    recentContests: recent.slice(0, recentContestsShown).map((contest) => ({
      id: String(contest.cid),
      title: contest.title,
      startTime: contest.startTime,
      endTime: contest.endTime,
    })),
    submissionsByDay: facts.days,
  };
}
