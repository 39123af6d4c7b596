import { describe, expect, it } from 'vitest';
import { dashboardInfoOf, dayCounts, isRecentContest } from './admin-dashboard-view';

const dayMs = 24 * 3600 * 1000;

describe('the dashboard view', () => {
  it('gives every day its count, 0 for a day without an item, in the order asked', () => {
    expect(
      dayCounts(['2026-01-01', '2026-01-02', '2026-01-03'], [{ day: '2026-01-03', total: 5, ac: 1 }]),
    ).toEqual([
      { date: '2026-01-01', count: 0 },
      { date: '2026-01-02', count: 0 },
      { date: '2026-01-03', count: 5 },
    ]);
  });

  it('counts today as the last day and the week as the last seven', () => {
    const days = Array.from({ length: 14 }, (_, index) => ({ date: `d${index}`, count: index + 1 }));
    const info = dashboardInfoOf({
      userNum: 3,
      problemNum: 2,
      days,
      judgeQueueDepth: 0,
      workers: [],
      recentLogins: [],
      contests: [],
      now: 0,
    });
    expect(info.todayJudgeNum).toBe(14);
    expect(info.weekJudgeNum).toBe(8 + 9 + 10 + 11 + 12 + 13 + 14);
    expect(info.submissionsByDay).toBe(days);
  });

  it('calls a contest recent while it runs or within 14 days of its start or end', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const contest = (startDays: number, endDays: number) => ({
      cid: 1,
      title: 'c',
      startTime: new Date(now + startDays * dayMs).toISOString(),
      endTime: new Date(now + endDays * dayMs).toISOString(),
    });
    expect(isRecentContest(contest(3, 4), now)).toBe(true);
    expect(isRecentContest(contest(-20, -10), now)).toBe(true);
    expect(isRecentContest(contest(-40, -30), now)).toBe(false);
    expect(isRecentContest(contest(30, 31), now)).toBe(false);
  });

  it('counts every recent contest and lists the 20 starting nearest to now, nearest first', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    // 25 recent contests starting 1 to 25 hours from now, stored in no particular order, and one long gone.
    const contests = [...Array.from({ length: 25 }, (_, index) => (index * 7) % 25), 500].map(
      (hours, cid) => ({
        cid,
        title: `in ${hours} h`,
        startTime: new Date(
          now + (hours + 1) * 3600 * 1000 - (hours === 500 ? 2000 * 3600 * 1000 : 0),
        ).toISOString(),
        endTime: new Date(
          now + (hours + 2) * 3600 * 1000 - (hours === 500 ? 2000 * 3600 * 1000 : 0),
        ).toISOString(),
      }),
    );
    const info = dashboardInfoOf({
      userNum: 0,
      problemNum: 0,
      days: [],
      judgeQueueDepth: 0,
      workers: [],
      recentLogins: [],
      contests,
      now,
    });
    expect(info.recentContestNum).toBe(25);
    expect(info.recentContests.map((contest) => contest.title)).toEqual(
      Array.from({ length: 20 }, (_, hours) => `in ${hours} h`),
    );
  });
});
