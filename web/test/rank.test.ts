import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { rankRules } from '@oj/shared/api/rank';
import { browserForFile, desktop } from './browser';
import { rootLoginForFile, type Login } from './accounts';
import { judgeWorkerForFile } from './judge-worker';
import { fourShots } from './four-shots';
import { createAPlusB, finalStatusOf, newUser, programs, submit } from './submission-fixtures';
import './provided-context';

/*
 * The user ranking (/rank) against the local stack and a real judge. The ranking is a snapshot built
 * at most once a minute, so the freshness this test holds the screen to is: an accepted submission
 * moves its author within 60 s of its verdict (plus the reloads' few seconds).
 */

judgeWorkerForFile(41);
const web = browserForFile();
const root = rootLoginForFile();
const run = randomUUID().slice(0, 5);
const freshnessMs = rankRules.snapshotSeconds * 1000;

let leader: Login;
let student: Login;
let problems: { pid: number; problemId: string }[];

/** Submits and waits for the verdict; a second submission within the site's 5 s interval waits its turn. */
async function judged(user: Login, pid: number, code: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await finalStatusOf(await submit(user, pid, code));
      return;
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('429')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

beforeAll(async () => {
  problems = [await createAPlusB(root), await createAPlusB(root)];
  leader = await newUser(`rk${run}a`);
  student = await newUser(`rk${run}b`);
  const first = problems[0]?.pid ?? 0;
  await judged(leader, first, programs.accepted);
  await judged(student, first, programs.wrongAnswer);
}, 120_000);

/** The usernames the table shows, top first. */
const shownUsers = (page: Page) =>
  page
    .getByTestId('rank-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-username')));

/** Reloads /rank every 3 s until `check` holds of the rows shown, for at most the freshness and 15 s. */
async function reloadUntil(page: Page, path: string, check: (users: (string | null)[]) => boolean) {
  const deadline = Date.now() + freshnessMs + 15_000;
  for (;;) {
    await page.goto(`${web.url}${path}`);
    await page.getByTestId('rank-list').waitFor();
    await page.waitForLoadState('networkidle');
    const users = await shownUsers(page);
    if (check(users) || Date.now() > deadline) return users;
    await page.waitForTimeout(3_000);
  }
}

describe('the user ranking screen', () => {
  it(
    'shows the student moving above the leader within 60 s of their accepted submissions',
    async () => {
      const page = await web.browser.newPage({ viewport: desktop });
      const path = `/rank?searchUser=rk${run}&l=en-US`;
      const before = await reloadUntil(page, path, (users) => users.length === 2);
      expect(before).toEqual([leader.user.username, student.user.username]);
      const userLink = page.getByTestId('rank-user').first();
      expect(await userLink.getAttribute('href')).toBe(
        `/user-home?uid=${leader.user.uid}&username=${leader.user.username}`,
      );
      expect(await page.getByTestId('rank-ac').first().getAttribute('href')).toBe(
        `/status?username=${leader.user.username}&status=0`,
      );
      expect(await page.getByTestId('rank-tier-badge').first().textContent()).toMatch(/^Bronze V$/);

      for (const problem of problems) await judged(student, problem.pid, programs.accepted);
      const judgedAt = Date.now();
      const after = await reloadUntil(page, path, (users) => users[0] === student.user.username);
      expect(after).toEqual([student.user.username, leader.user.username]);
      expect(Date.now() - judgedAt).toBeLessThanOrEqual(freshnessMs + 15_000);
      await page.close();
    },
    freshnessMs * 2 + 60_000,
  );

  it('switches to the OI list, draws the top-10 chart on demand and keeps both in the URL', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    await page.goto(`${web.url}/rank`);
    await page.getByTestId('rank-table').waitFor();
    expect(await page.getByTestId('rank-chart').count()).toBe(0);
    await page.getByTestId('rank-type-1').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('1');
    await page.getByTestId('rank-chart-toggle').click();
    await page.getByTestId('rank-chart-canvas').waitFor();
    expect(new URL(page.url()).searchParams.get('chart')).toBe('true');
    await fourShots(page, 'rank-oi-chart');
    await page.getByTestId('rank-type-0').click();
    await page.getByTestId('rank-chart-canvas').waitFor();
    await page.getByTestId('rank-search').fill(`rk${run}`);
    await page.getByTestId('rank-search').press('Enter');
    await expect.poll(() => shownUsers(page)).toEqual([student.user.username, leader.user.username]);
    await fourShots(page, 'rank-acm-search');
    await page.close();
  }, 90_000);
});
