import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes, type DashboardInfo, type JudgeServiceEntry } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import { expectRefused, nonAdminRoles } from './role-checks';
import { siteDayKey, utcDay } from '../src/data/stats/stats-keys';
import { addToCounters } from '../src/data/counters';
import { reportJudgeWorker } from '../src/data/judge-workers/report-judge-worker';
import { countAccounts } from '../src/data/users/count-accounts';
import { loadProblemCatalogue } from '../src/data/problems/problem-catalogue';
import { storeContest } from './contest-fixtures';

type JudgeServiceInfo = JudgeServiceEntry[];

/** A worker's report apart from its name and languages. */
const workerReport = { address: '10.1.2.3', cpuCores: 4, slots: 2, cpuLoad: 0.375, memoryLoad: 0.5 };

let url: string;
let root: string;
beforeAll(async () => {
  ({ url } = useLocalStack());
  root = (await sessionToken(roleCodes.superAdmin)).token;
});

const dayMs = 24 * 3600 * 1000;
/** Without a token (or with `null`) as a visitor. */
const info = (token?: string | null) =>
  callApi<DashboardInfo>(`${url}/api/admin/dashboard/get-dashboard-info`, { token: token ?? undefined });
const sessions = (token?: string | null) =>
  callApi(`${url}/api/admin/dashboard/get-sessions`, { method: 'POST', token: token ?? undefined });
const judgeInfo = (token?: string | null) =>
  callApi<JudgeServiceInfo>(`${url}/api/admin/config/get-judge-service-info`, { token: token ?? undefined });

describe('the dashboard figures', () => {
  it('answers the contract fields and the added ones, counted from the store', async () => {
    const answer = await info(root);
    expect(answer.envelope.status).toBe(200);
    const data = answer.envelope.data;
    expect(data.userNum).toBe(await countAccounts());
    expect(data.userNum).toBeGreaterThan(0);
    // The site's problems: a group's belong to its class (the demo class holds two).
    const catalogue = await loadProblemCatalogue();
    expect(data.problemNum).toBe(catalogue.filter((problem) => problem.gid === null).length);
    expect(data.problemNum).toBeLessThan(catalogue.length);
    expect(data).toMatchObject({ judgeQueueDepth: expect.any(Number) });
    // Other files store contests on the same stack: the list shows at most 20 of those counted.
    expect(data.recentContests.length).toBe(Math.min(data.recentContestNum, 20));
    expect(data.recentContests.map((contest) => contest.title)).not.toContain('演示班级测验：第一周');
    expect(data.submissionsByDay).toHaveLength(14);
    expect(data.submissionsByDay.at(-1)?.date).toBe(utcDay(new Date()));
  });

  it("counts today's and this week's submissions and draws 14 days from the site's day items", async () => {
    const before = (await info(root)).envelope.data;
    const today = utcDay(new Date());
    const threeDaysAgo = utcDay(new Date(Date.now() - 3 * dayMs));
    const tenDaysAgo = utcDay(new Date(Date.now() - 10 * dayMs));
    await addToCounters(siteDayKey(today), { total: 4, ac: 1 });
    await addToCounters(siteDayKey(threeDaysAgo), { total: 6 });
    await addToCounters(siteDayKey(tenDaysAgo), { total: 9 });
    const after = (await info(root)).envelope.data;
    expect(after.todayJudgeNum - before.todayJudgeNum).toBe(4);
    expect(after.weekJudgeNum - before.weekJudgeNum).toBe(10);
    const countOn = (data: DashboardInfo, date: string) =>
      data.submissionsByDay.find((day) => day.date === date)?.count ?? -1;
    expect(countOn(after, tenDaysAgo) - countOn(before, tenDaysAgo)).toBe(9);
    expect(after.submissionsByDay.map((day) => day.date)).toEqual(
      before.submissionsByDay.map((day) => day.date),
    );
  });

  it('lists the workers seen in the last minute with their address, languages and load, not the silent ones', async () => {
    await reportJudgeWorker({
      ...workerReport,
      workerId: 'dash-live-worker',
      languages: ['C', 'C++', 'Python3'],
    });
    await reportJudgeWorker(
      { ...workerReport, workerId: 'dash-silent-worker', languages: ['Java'] },
      Date.now() - 2 * 60_000,
    );
    const { workers } = (await info(root)).envelope.data;
    expect(workers).toContainEqual(
      expect.objectContaining({
        workerId: 'dash-live-worker',
        languages: ['C', 'C++', 'Python3'],
        address: '10.1.2.3',
        cpuCores: 4,
        slots: 2,
        percentCpuLoad: '37.50%',
        percentMemoryLoad: '50.00%',
      }),
    );
    expect(workers.map((worker) => worker.workerId)).not.toContain('dash-silent-worker');
    const entries = (await judgeInfo(root)).envelope.data;
    const healthOf = (name: string) =>
      entries.find((entry) => entry.service.metadata.judgeName === name)?.service.metadata['nacos.healthy'];
    expect(healthOf('dash-live-worker')).toBe('true');
    expect(healthOf('dash-silent-worker')).toBe('false');
  });

  it('shows the latest logins, newest first', async () => {
    const { username } = (
      await callApi<{ username: string }>(`${url}/api/admin/login`, {
        method: 'POST',
        body: JSON.stringify({ username: 'root', password: useLocalStack().adminPassword }),
      })
    ).envelope.data;
    const { recentLogins } = (await info(root)).envelope.data;
    expect(recentLogins[0]).toMatchObject({ username });
    const times = recentLogins.map((login) => Date.parse(login.gmtCreate));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lists a recent contest of the contest catalogue and counts it', async () => {
    // Starting in half a minute: nearer to now than any other test's contest, so it is shown.
    const start = new Date(Date.now() + 30_000).toISOString();
    const end = new Date(Date.now() + dayMs).toISOString();
    const cup = await storeContest({ title: 'Dashboard cup', startTime: start, endTime: end });
    const data = (await info(root)).envelope.data;
    expect(data.recentContests).toContainEqual({
      id: String(cup.cid),
      title: 'Dashboard cup',
      startTime: start,
      endTime: end,
    });
    expect(data.recentContestNum).toBeGreaterThanOrEqual(1);
  });
});

describe('who may read the dashboard and the judge', () => {
  it('answers every administrator and refuses a visitor (401) and a user (403)', async () => {
    await expectRefused({ info, sessions, judgeInfo }, nonAdminRoles);
    for (const call of [info, sessions, judgeInfo])
      for (const role of [roleCodes.problemAdmin, roleCodes.admin, roleCodes.superAdmin])
        expect((await call((await sessionToken(role)).token)).envelope.status).toBe(200);
  });

  it('answers null for get-sessions when the caller has no recorded login (a session made without one)', async () => {
    const answer = await sessions((await sessionToken(roleCodes.admin)).token);
    expect(answer.envelope).toMatchObject({ status: 200, data: null });
  });
});
