import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logInAsRoot, type Login } from './accounts';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { judgeWorkerForFile } from './judge-worker';
import { aPlusBProblem, registeredUser } from './problem-page-fixtures';
import { apiCall, createContest, submitInContest, type TestContest } from './contest-fixtures';
import { pageAs } from './logged-in-page';
import { fourShots } from './four-shots';
import './provided-context';

/*
 * The organisers' contest tabs against the local stack with a judge worker (slot 34): a contestant
 * prints and the admin works the print queue; an accepted answer becomes a balloon with its first
 * blood, ticked as delivered; the accepted answers download as a zip; a contest problem is rejudged
 * as a job to its end; the scroll board's settings open the board with the medals asked for.
 */

const web = browserForFile();
judgeWorkerForFile(34);
let contest: TestContest;
let contestant: Login;
let root: Login;

const aPlusB =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';

/** Submits in the contest as `login` and waits for the verdict through the status poll. */
async function judged(
  login: Login,
  displayId: string,
  code: string,
): Promise<{ submitId: number; status: number }> {
  const submitId = await submitInContest(login, contest.cid, displayId, code);
  for (let attempt = 0; attempt < 120; attempt++) {
    const states = await apiCall<Record<string, { status: number }>>(
      '/api/check-contest-submissions-status',
      {
        method: 'POST',
        token: login.token,
        body: { cid: contest.cid, submitIds: [submitId] },
      },
    );
    const status = states[String(submitId)]?.status ?? 5;
    if (![5, 6, 7, 9].includes(status)) return { submitId, status };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`submission ${submitId} was never judged`);
}

beforeAll(async () => {
  const [first, second] = [await aPlusBProblem(), await aPlusBProblem()];
  contest = await createContest({
    problems: [
      { pid: first.pid, displayId: 'A', title: 'Sum of two', color: '#e11d48' },
      { pid: second.pid, displayId: 'B', title: 'Sum again', color: '#2563eb' },
    ],
    openPrint: true,
  });
  contestant = await registeredUser();
  root = await logInAsRoot();
}, 120_000);

const tab = (path: string, language = 'en-US') => `${web.url}/contest/${contest.cid}/${path}?l=${language}`;
const asContestant = (viewport = desktop) => pageAs(() => web.browser.newPage({ viewport }), contestant);
const asRoot = (viewport = desktop) =>
  pageAs(() => web.browser.newPage({ viewport, acceptDownloads: true }), root);

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("the contest's organiser tabs", () => {
  it('refuses a print under 50 characters, queues a longer one, and the admin downloads it and marks it printed', async () => {
    const page = await asContestant();
    await page.goto(tab('print'));
    await page.getByTestId('print-content').fill('int main() { return 0; }');
    await page.getByTestId('print-submit').click();
    await expect
      .poll(() => page.getByTestId('print-problem').textContent())
      .toContain('at least 50 characters (it has 24)');
    await shot(page, 'contest-print-too-short-en');
    const text = `#include <cstdio>\nint main() {\n  puts("please print me, seat 12");\n  return 0;\n}\n`;
    await page.getByTestId('print-content').fill(text);
    await page.getByTestId('print-submit').click();
    await page.getByText('Sent: the staff will bring it to you').waitFor();
    expect(await page.getByTestId('print-content').inputValue()).toBe('');
    await page.close();

    const admin = await asRoot();
    await admin.goto(tab('admin-print'));
    const row = admin.getByTestId('print-row').filter({ hasText: contestant.user.username });
    await row.waitFor();
    expect(await row.getByTestId('print-status').textContent()).toBe('Waiting');
    await shot(admin, 'contest-admin-print-en');
    const id = await row.getAttribute('data-print-id');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId(`print-download-${id}`).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    expect(await readFile(await download.path(), 'utf8')).toContain('please print me, seat 12');
    await admin.getByTestId(`print-check-${id}`).click();
    await expect.poll(() => row.getByTestId('print-status').textContent()).toBe('Printed');
    expect(await admin.getByTestId(`print-check-${id}`).count()).toBe(0);
    await admin.close();
  });

  it('shows an accepted answer as a balloon in its colour with first blood, and the delivered tick stays', async () => {
    const verdict = await judged(contestant, 'A', aPlusB);
    expect(verdict.status).toBe(0);
    const page = await asRoot();
    await page.goto(tab('ac-info'));
    const row = page.locator(`[data-testid="ac-row"][data-ac-id="${verdict.submitId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-first-blood')).toBe('true');
    expect(await row.getByTestId('first-blood').textContent()).toBe('First blood');
    expect(await row.locator('[data-balloon-color]').getAttribute('data-balloon-color')).toBe('#e11d48');
    expect(await row.textContent()).toContain(contestant.user.username);
    await shot(page, 'contest-ac-info-en');
    // The tick shows the server's state: it turns once the list is read again after the write.
    await page.getByTestId(`ac-checked-${verdict.submitId}`).click();
    await expect.poll(() => row.getAttribute('data-checked')).toBe('true');
    await page.reload();
    await row.waitFor();
    expect(await row.getAttribute('data-checked')).toBe('true');
    expect(await page.getByTestId(`ac-checked-${verdict.submitId}`).isChecked()).toBe(true);
    await page.getByTestId(`ac-checked-${verdict.submitId}`).click();
    await expect.poll(() => row.getAttribute('data-checked')).toBe('false');
    await page.close();
  });

  it('shows each contestant’s real name beside the username in the print queue and the balloons, as the account has it now', async () => {
    // The contestant fills in their real name after printing and solving, as a hall often does.
    await apiCall('/api/change-userInfo', {
      method: 'POST',
      token: contestant.token,
      body: { realname: '李明 Li Ming' },
    });
    const page = await asRoot();
    for (const [path, rowId, cellId] of [
      ['admin-print', 'print-row', 'print-realname'],
      ['ac-info', 'ac-row', 'ac-realname'],
    ] as const) {
      for (const language of ['en-US', 'zh-CN'] as const) {
        await page.goto(tab(path, language));
        const row = page.getByTestId(rowId).filter({ hasText: contestant.user.username });
        await row.first().waitFor();
        expect(await row.first().getByTestId(cellId).textContent()).toBe('李明 Li Ming');
        const header = language === 'en-US' ? 'Real name' : '真实姓名';
        expect(await page.locator('th').filter({ hasText: header }).count()).toBe(1);
      }
      await fourShots(page, `contest-${path}-realname`);
      // On a phone the real name rides under the username.
      await page.setViewportSize(mobile);
      await page.goto(tab(path));
      const row = page.getByTestId(rowId).filter({ hasText: contestant.user.username }).first();
      await row.waitFor();
      expect(await row.textContent()).toContain('李明 Li Ming');
      expect(await overflowsSideways(page)).toBe(false);
      await page.setViewportSize(desktop);
    }
    await page.close();
  });

  it("downloads the contest's accepted answers as a zip, by problem", async () => {
    const page = await asRoot();
    await page.goto(tab('ac-info'));
    await page.getByTestId('ac-download-split').selectOption('problem');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('ac-download-button').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.toString('latin1')).toContain('A/');
    await page.close();
  });

  it('rejudges a contest problem as a job and follows it to its end', async () => {
    const page = await asRoot();
    await page.goto(tab('rejudge'));
    await page.getByTestId('contest-rejudge-problem').selectOption({ label: 'A. Sum of two' });
    await shot(page, 'contest-rejudge-en');
    await page.getByTestId('contest-rejudge-start').click();
    await page.getByTestId('confirm-ok').click();
    const job = page.getByTestId('contest-rejudge-job');
    await expect.poll(() => job.getAttribute('data-status'), { timeout: 60_000 }).toBe('done');
    expect(await page.getByTestId('contest-rejudge-job-text').textContent()).toContain('1 rejudged');
    expect(await page.getByTestId('contest-rejudge-start').isEnabled()).toBe(true);
    await shot(page, 'contest-rejudge-done-en');
    await page.close();
  });

  it('proposes the default medals for the ranked contestants and opens the scroll board with the counts asked for', async () => {
    const page = await asRoot();
    await page.goto(tab('scroll-board'));
    // The board may be rebuilding after the rejudge above: its first page can take a while.
    await expect
      .poll(() => page.getByTestId('scroll-board-ranked').textContent(), { timeout: 20_000 })
      .toContain('Ranked contestants: 1');
    expect(await page.getByTestId('medal-gold').inputValue()).toBe('0');
    expect(await page.getByTestId('medal-bronze').inputValue()).toBe('0');
    await page.getByTestId('medal-gold').fill('1');
    await page.getByTestId('medal-silver').fill('x');
    expect(await page.getByTestId('scroll-board-open').isDisabled()).toBe(true);
    await page.getByTestId('medal-silver').fill('0');
    await shot(page, 'contest-scroll-board-config-en');
    const [board] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('scroll-board-open').click(),
    ]);
    await board.waitForURL(/scrollBoard/);
    expect(decodeURI(board.url())).toContain(
      `/scrollBoard?cid=${contest.cid}&removeStar=true&medals[]=1&medals[]=0&medals[]=0`,
    );
    await board.close();
    await page.close();
  });

  it('draws every organiser tab in both languages on a desktop and a phone', async () => {
    const screens = [
      { path: 'print', ready: 'print-form', who: 'contestant' },
      { path: 'admin-print', ready: 'admin-print-list', who: 'root' },
      { path: 'ac-info', ready: 'ac-info-list', who: 'root' },
      { path: 'rejudge', ready: 'contest-rejudge', who: 'root' },
      { path: 'scroll-board', ready: 'scroll-board-config', who: 'root' },
    ] as const;
    for (const screen of screens) {
      for (const [size, viewport] of [
        ['desktop', desktop],
        ['phone', mobile],
      ] as const) {
        for (const language of ['zh-CN', 'en-US']) {
          const page = screen.who === 'root' ? await asRoot(viewport) : await asContestant(viewport);
          await page.goto(tab(screen.path, language));
          await page.getByTestId(screen.ready).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await overflowsSideways(page), `${screen.path} ${size} ${language}`).toBe(false);
          await shot(page, `contest-tab-${screen.path}-${size}-${language}`);
          await page.close();
        }
      }
    }
  }, 420_000);
});
