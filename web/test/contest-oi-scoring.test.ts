import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, saveScreenshot } from './browser';
import { judgeWorkerForFile } from './judge-worker';
import type { Login } from './accounts';
import { oiSumProblem, registeredUser } from './problem-page-fixtures';
import { apiCall, newAccount } from './contest-fixtures';
import { pageAs as newPageAs } from './logged-in-page';
import { boardAs, boardWhen, sources } from './contest-rank-fixtures';
import { clickSubmit } from './submit-interval';
import './provided-context';

/*
 * An OI contest's score rule, end to end through the screens with a judge worker (slot 38): an
 * organiser (an account given the admin role, not root) creates a running OI contest scored by each
 * contestant's highest answer and adds a two-case OI problem through the admin pages; two contestants
 * answer on the contest's problem page, one full then half, the other half then full; the rank tab
 * gives both 100. The organiser switches the rule to the latest answer on the edit page, and the same
 * tab now gives the first 50 and ranks the second above, as the API's board does.
 */

const web = browserForFile();
judgeWorkerForFile(38);

const title = `OI scoring ${randomUUID().slice(0, 6)}`;
let organiser: Login;
let fullFirst: Login;
let halfFirst: Login;
let problemId: string;
let cid = 0;

beforeAll(async () => {
  organiser = await newAccount('org', true);
  [fullFirst, halfFirst] = [await registeredUser(), await registeredUser()];
  ({ problemId } = await oiSumProblem());
}, 60_000);

/** A page of this file's browser logged in as `login`, in `language`. */
const pageAs = (login: Login, language: 'zh-CN' | 'en-US' = 'en-US'): Promise<Page> =>
  newPageAs(() => web.browser.newPage({ viewport: desktop }), login, language);

/** `YYYY-MM-DDTHH:mm` at UTC+8 for an instant: what the form's time inputs take. */
const beijingInput = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

interface StoredContest {
  id: number;
  title: string;
  type: number;
  sealRank: boolean;
  oiRankScoreType: string;
}

const storedContest = () =>
  apiCall<StoredContest>(`/api/admin/contest?cid=${cid}`, { token: organiser.token });

/**
 * Answers `codes` one after another on the contest's problem page, each waited to the verdict the
 * page polls for (`statuses`, in order), the site's 5-second interval kept between them.
 */
async function answerOnProblemPage(login: Login, codes: string[], statuses: number[]): Promise<void> {
  const page = await pageAs(login);
  await page.goto(`${web.url}/contest/${cid}/problem/A?l=en-US`);
  for (const [index, code] of codes.entries()) {
    await page.locator('.cm-content').fill(code);
    await clickSubmit(page, login.user.uid, () => page.getByTestId('submit-code').click());
    // Real-time results: each verdict shows on the page, and no overwrite question is asked.
    await page
      .locator(`[data-testid="submit-status"][data-status="${statuses[index]}"]`)
      .waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('overwrite-confirm').count()).toBe(0);
  }
  await page.close();
}

/** A contestant's row on the board below the pinned rows. */
const boardRowOf = (page: Page, login: Login) =>
  page.locator(`[data-testid="rank-row"][data-uid="${login.user.uid}"]:not([data-pin])`);

/** The board below the pinned rows as shown: username, rank, total and problem A's cell, top to bottom. */
async function boardOnScreen(page: Page) {
  return page.locator('[data-testid="rank-row"]:not([data-pin])').evaluateAll((rows) =>
    rows.map((row) => {
      const cell = row.querySelector<HTMLElement>(
        '[data-testid="rank-cell-problem"][data-problem="A"] > div',
      );
      return {
        username: row.getAttribute('data-username') ?? '',
        rank: row.querySelector('[data-testid="rank-cell-rank"]')?.textContent?.trim() ?? '',
        total: row.querySelector('[data-testid="rank-cell-score"]')?.textContent?.trim() ?? '',
        cell: cell?.dataset.cell ?? '',
        score: cell?.textContent?.trim() ?? '',
      };
    }),
  );
}

/** Presses the rank tab's Refresh until the board on screen reads `expected` (20 s). */
async function refreshUntil(page: Page, expected: Awaited<ReturnType<typeof boardOnScreen>>) {
  await expect
    .poll(
      async () => {
        const shown = await boardOnScreen(page);
        if (JSON.stringify(shown) !== JSON.stringify(expected)) {
          await page.getByTestId('rank-refresh').click();
        }
        return shown;
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toEqual(expected);
}

/** The rank tab in `language` from the top of the page, saved as a screenshot. */
async function rankScreenshot(login: Login, language: 'zh-CN' | 'en-US', name: string): Promise<void> {
  const page = await pageAs(login, language);
  await page.goto(`${web.url}/contest/${cid}/rank?l=${language}`);
  await boardRowOf(page, halfFirst).waitFor();
  await boardRowOf(page, fullFirst).waitFor();
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, name);
  await page.close();
}

describe("an OI contest's score rule, highest then latest", () => {
  it('is created through the admin form as a running public OI contest counting the highest score', async () => {
    const page = await pageAs(organiser);
    await page.goto(`${web.url}/admin/contest/create?l=en-US`);
    await page.getByTestId('contest-form').waitFor();
    await page.getByTestId('contest-title').fill(title);
    await page.getByTestId('contest-description').fill('One OI problem: the sum of two integers.');
    await page.getByTestId('contest-type').selectOption('1');
    // Started five minutes ago, two hours long (the inputs take whole minutes).
    const start = Date.now() - 5 * 60_000;
    await page.getByTestId('contest-startTime').fill(beijingInput(start));
    await page.getByTestId('contest-endTime').fill(beijingInput(start + 2 * 3600_000));
    expect(await page.getByTestId('contest-auth').inputValue()).toBe('0');
    // Real-time results: the OI seal switch stays off.
    expect(await page.getByTestId('contest-seal').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('contest-oi-score').inputValue()).toBe('Recent');
    await page.getByTestId('contest-oi-score').selectOption('Highest');
    await page.getByTestId('save-contest').click();
    await page.waitForURL(/\/admin\/contest$/);
    await page.getByTestId('admin-contest-table').getByText(title).waitFor();
    await page.close();

    const list = await apiCall<{ records: { id: number; title: string }[] }>(
      `/api/admin/contest/get-contest-list?keyword=${encodeURIComponent(title)}&limit=10`,
      { token: organiser.token },
    );
    cid = list.records.find((row) => row.title === title)?.id ?? 0;
    expect(cid).toBeGreaterThan(0);
    expect(await storedContest()).toMatchObject({
      type: 1,
      sealRank: false,
      oiRankScoreType: 'Highest',
    });
  });

  it('takes the two-case OI problem from the public set as problem A', async () => {
    const page = await pageAs(organiser);
    await page.goto(`${web.url}/admin/contest/${cid}/problems?l=en-US`);
    await page.getByTestId('contest-problem-list').waitFor();
    await page.getByTestId('add-from-public').click();
    await page.getByTestId('candidate-keyword').fill(problemId);
    await page.getByTestId('candidate-search').click();
    await page.getByTestId(`choose-${problemId}`).click();
    expect(await page.getByTestId('link-display-id').inputValue()).toBe('A');
    await page.getByTestId('add-problem').click();
    await page.getByTestId('contest-problem-A').waitFor();
    await page.close();
  });

  it('judges full then half and half then full on the problem page, and ranks both 100 by the highest', async () => {
    // Accepted is 0, partly accepted 8.
    await Promise.all([
      answerOnProblemPage(fullFirst, [sources.right, sources.firstCaseOnly], [0, 8]),
      answerOnProblemPage(halfFirst, [sources.firstCaseOnly, sources.right], [8, 0]),
    ]);

    // The board follows a verdict within seconds: by the highest score, both reach 100.
    const byApi = await boardWhen(
      organiser,
      cid,
      (rows) => rows.length === 2 && rows.every((row) => row.totalScore === 100),
    );
    const page = await pageAs(fullFirst);
    await page.goto(`${web.url}/contest/${cid}/rank?l=en-US`);
    await boardRowOf(page, halfFirst).waitFor();
    // Same score: the order (and a shared rank when the run times match) is the server's.
    await refreshUntil(
      page,
      byApi.map((row) => ({
        username: row.username,
        rank: String(row.rank),
        total: '100',
        cell: 'full',
        score: '100',
      })),
    );
    // The viewer's own row is pinned above the board with the same figures.
    const mine = page.locator('[data-testid="rank-row"][data-pin="me"]');
    await expect(mine.getAttribute('data-uid')).resolves.toBe(fullFirst.user.uid);
    await expect(mine.getByTestId('rank-cell-score').textContent()).resolves.toBe('100');
    // The board says which score counts.
    await expect(page.getByTestId('rank-hint').textContent()).resolves.toContain(
      'Each problem counts the contestant’s highest score.',
    );
    await page.close();

    await rankScreenshot(fullFirst, 'en-US', 'contest-oi-scoring-highest-en-US');
    await rankScreenshot(fullFirst, 'zh-CN', 'contest-oi-scoring-highest-zh-CN');
  }, 180_000);

  it('counts the latest answer once the organiser switches the rule on the edit page: 100 over 50', async () => {
    const form = await pageAs(organiser);
    await form.goto(`${web.url}/admin/contest/${cid}/edit?l=en-US`);
    await form.getByTestId('contest-form').waitFor();
    expect(await form.getByTestId('contest-title').inputValue()).toBe(title);
    expect(await form.getByTestId('contest-oi-score').inputValue()).toBe('Highest');
    await form.getByTestId('contest-oi-score').selectOption('Recent');
    await form.getByTestId('save-contest').click();
    await form.waitForURL(/\/admin\/contest$/);
    await form.close();
    expect((await storedContest()).oiRankScoreType).toBe('Recent');

    const page = await pageAs(fullFirst);
    await page.goto(`${web.url}/contest/${cid}/rank?l=en-US`);
    await boardRowOf(page, halfFirst).waitFor();
    await refreshUntil(page, [
      { username: halfFirst.user.username, rank: '1', total: '100', cell: 'full', score: '100' },
      { username: fullFirst.user.username, rank: '2', total: '50', cell: 'partial', score: '50' },
    ]);
    await expect
      .poll(() => page.getByTestId('rank-hint').textContent())
      .toContain('Each problem counts the contestant’s latest submission.');
    await page.close();

    const byApi = await boardAs(organiser, cid);
    expect(byApi.map((row) => [row.username, row.rank, row.totalScore])).toEqual([
      [halfFirst.user.username, 1, 100],
      [fullFirst.user.username, 2, 50],
    ]);

    await rankScreenshot(fullFirst, 'en-US', 'contest-oi-scoring-latest-en-US');
    await rankScreenshot(fullFirst, 'zh-CN', 'contest-oi-scoring-latest-zh-CN');
  }, 120_000);
});
