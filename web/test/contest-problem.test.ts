import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { startJudgeWorker } from './judge-worker';
import { aPlusBProblem, oiSumProblem, registeredUser } from './problem-page-fixtures';
import { createContest, endContest, submitInContest, type TestContest } from './contest-fixtures';
import { fourShots } from './four-shots';
import { pageAs } from './logged-in-page';
import './provided-context';
import { clickSubmit, waitSubmitInterval } from './submit-interval';

/*
 * A contest's problems, its problem page, focus mode and submissions against the local stack, with
 * a judge worker (slot 33) started once the submissions tab shows a submission waiting for it.
 */

const web = browserForFile();
let acm: TestContest;
let contestant: Awaited<ReturnType<typeof registeredUser>>;
let worker: { stop(): Promise<void> } | undefined;
let waitingId: number;

const aPlusB =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const offByOne =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b + 1; }\n';

beforeAll(async () => {
  const [first, second] = [await aPlusBProblem(), await aPlusBProblem()];
  acm = await createContest({
    problems: [
      { pid: first.pid, displayId: 'A', title: 'Sum of two', color: '#e11d48' },
      { pid: second.pid, displayId: 'B', title: 'Sum again', color: '#2563eb' },
    ],
  });
  contestant = await registeredUser();
}, 120_000);

afterAll(async () => {
  await worker?.stop();
});

/** A page with the contestant's login in local storage, as the login dialog leaves it. */
const contestantPage = (viewport = desktop): Promise<Page> =>
  pageAs(() => web.browser.newPage({ viewport }), contestant);

const inContest = (contest: TestContest, path: string, language = 'en-US') =>
  `${web.url}/contest/${contest.cid}${path}${path.includes('?') ? '&' : '?'}l=${language}`;

const listRow = (page: Page, submitId: number) =>
  page.locator(`[data-testid="submission-row"][data-submit-id="${submitId}"]`);

/** A full-page screenshot from the top. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** Nothing on the page is wider than the window. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("a contest's problems and submissions", () => {
  it('lists the problems with their balloons and counts, and opens one from its row', async () => {
    const page = await contestantPage();
    await page.goto(inContest(acm, '/problems'));
    await page.getByTestId('contest-problem-row').nth(1).waitFor();
    const rows = page.getByTestId('contest-problem-row');
    expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-display-id')))).toEqual([
      'A',
      'B',
    ]);
    expect(await rows.first().innerText()).toContain('Sum of two');
    expect(await page.getByTestId('balloon').first().getAttribute('style')).toContain('rgb(225, 29, 72)');
    expect(await page.getByTestId('ac-total').first().innerText()).toBe('0 / 0');
    await shot(page, 'contest-problems-desktop-en');
    await fourShots(page, 'contest-problems');
    await page.goto(inContest(acm, '/problems', 'zh-CN'));
    await page.getByRole('heading', { name: '题目列表' }).waitFor();
    await rows.nth(1).waitFor();
    await shot(page, 'contest-problems-desktop-zh');
    await page.setViewportSize(mobile);
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'contest-problems-mobile-zh');

    await page.setViewportSize(desktop);
    await rows.nth(1).click();
    await page.waitForURL(`**/contest/${acm.cid}/problem/B`);
    await page.getByTestId('problem-workspace').waitFor();
    expect(await page.getByTestId('problem-title').innerText()).toMatch(/^B\s*Sum again/);
    await page.close();
  });

  it('shows a waiting submission in the submissions tab and polls it to its verdict', async () => {
    waitingId = await submitInContest(contestant, acm.cid, 'B', aPlusB);
    const page = await contestantPage();
    await page.goto(inContest(acm, '/submissions'));
    await listRow(page, waitingId).waitFor();
    expect(await listRow(page, waitingId).getByTestId('status-tag').getAttribute('data-status')).toBe('5');

    worker = await startJudgeWorker(33);
    await listRow(page, waitingId)
      .locator('[data-testid="status-tag"][data-status="0"]')
      .waitFor({ timeout: 60_000 });
    expect(await listRow(page, waitingId).innerText()).toContain('Sum again');
    await page.close();
  });

  it('judges a right and then a wrong answer on the problem page, both polled to their verdicts', async () => {
    const page = await contestantPage();
    await page.goto(inContest(acm, '/problem/A'));
    await page.locator('.cm-content').fill(aPlusB);
    await clickSubmit(page, contestant.user.uid, () => page.getByTestId('submit-code').click());
    await page.locator('[data-testid="submit-status"][data-status="0"]').waitFor({ timeout: 60_000 });
    await shot(page, 'contest-problem-accepted-desktop-en');
    await fourShots(page, 'contest-problem-accepted');
    // The statistics are the contest's own for the problem, every verdict, under their own heading.
    const statistics = page.getByTestId('problem-statistics');
    expect(await statistics.locator('h3').innerText()).toBe('Statistics in this contest');
    await expect.poll(() => page.getByTestId('statistics-total').innerText()).toBe('1');
    expect(await page.getByTestId('statistics-accepted').innerText()).toBe('1');
    expect(await page.getByTestId('verdict-pie').isVisible()).toBe(true);
    expect(await page.getByTestId('pie-AC').innerText()).toMatch(/AC\s*1/);

    // The per-user submit interval (5 s) must pass before the second one.
    await page.locator('.cm-content').fill(offByOne);
    await clickSubmit(page, contestant.user.uid, () => page.getByTestId('submit-code').click());
    await page.locator('[data-testid="submit-status"][data-status="-1"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('statistics-total').innerText()).toBe('2');
    await expect.poll(() => page.getByTestId('pie-WA').innerText()).toMatch(/WA\s*1/);
    const detailLink = page.getByTestId('submit-result').getByRole('link');
    expect(await detailLink.getAttribute('href')).toMatch(
      new RegExp(`^/contest/${acm.cid}/problem/A/submission-detail/\\d+$`),
    );

    // The draft is the contest's own, under its display id.
    const stored = await page.evaluate((key) => localStorage.getItem(key), `problem-code:${acm.cid}:A`);
    expect(stored).toContain('a + b + 1');

    await page.getByTestId('tab-mySubmissions').click();
    const mine = page.getByTestId('my-submissions');
    await mine.locator('tbody tr').nth(1).waitFor();
    expect(await mine.locator('tbody tr').count()).toBe(2);

    await page.goto(inContest(acm, '/problem/A', 'zh-CN'));
    await page.getByRole('tab', { name: '我的提交' }).waitFor();
    await shot(page, 'contest-problem-desktop-zh');
    await page.setViewportSize(mobile);
    await shot(page, 'contest-problem-mobile-zh');
    await page.setViewportSize(desktop);

    await page.goto(inContest(acm, '/problems'));
    await page.locator('[data-display-id="A"] [data-testid="problem-mark"][data-mark="solved"]').waitFor();
    expect(await page.locator('[data-display-id="A"] [data-testid="ac-total"]').innerText()).toBe('1 / 2');
    await page.setViewportSize(mobile);
    await shot(page, 'contest-problems-marked-mobile-en');
    await page.close();
  });

  it("filters the contest's submissions by status, problem and author, and opens one inside the contest", async () => {
    const page = await contestantPage();
    await page.goto(inContest(acm, '/submissions'));
    await page.getByTestId('submission-row').nth(2).waitFor();
    expect(await page.getByTestId('submission-row').count()).toBe(3);
    await shot(page, 'contest-submissions-desktop-en');
    await fourShots(page, 'contest-submissions');

    await page.getByTestId('filter-status').selectOption('-1');
    await page.waitForURL(/status=-1/);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="submission-row"]').length === 1,
    );

    await page.goto(inContest(acm, '/submissions?problemID=B'));
    await listRow(page, waitingId).waitFor();
    expect(await page.getByTestId('submission-row').count()).toBe(1);

    await page.goto(inContest(acm, `/submissions?username=nobody-${contestant.user.username}`));
    await page.getByText('No submissions').waitFor();

    await page.goto(inContest(acm, '/submissions?onlyMine=true'));
    await listRow(page, waitingId).waitFor();
    await listRow(page, waitingId)
      .getByRole('link', { name: String(waitingId), exact: true })
      .click();
    await page.waitForURL(`**/contest/${acm.cid}/problem/B/submission-detail/${waitingId}`);
    await page.getByTestId('submission-detail').waitFor();
    expect(await page.getByTestId('status-banner').innerText()).toContain('Accepted');
    expect(await page.getByTestId('detail-summary').getByRole('link').getAttribute('href')).toBe(
      `/contest/${acm.cid}/problem/B`,
    );
    await shot(page, 'contest-submission-detail-desktop');
    await fourShots(page, 'contest-submission-detail');

    await page.goto(inContest(acm, '/submissions', 'zh-CN'));
    await page.getByTestId('submission-row').first().waitFor();
    await shot(page, 'contest-submissions-desktop-zh');
    await page.setViewportSize(mobile);
    await page.getByTestId('submission-card').first().waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'contest-submissions-mobile-zh');
    await page.close();
  });

  it('opens focus mode without the site frame and steps through the problems with the navigator', async () => {
    const page = await contestantPage();
    await page.goto(inContest(acm, '/problem/A'));
    await page.getByTestId('focus-mode').click();
    await page.waitForURL(`**/contest/${acm.cid}/problem/A/full-screen**`);
    await page.getByTestId('problem-navigator').waitFor();
    await page.locator('.cm-content').waitFor();
    expect(await page.locator('header nav a[href="/home"]').count()).toBe(0);
    expect(
      await page.locator('[data-testid="navigator-problem"][data-problem-id="A"]').getAttribute('data-mark'),
    ).toBe('solved');
    expect(await page.getByTestId('navigator-previous').getAttribute('aria-disabled')).toBe('true');
    await shot(page, 'contest-focus-desktop-en');
    await fourShots(page, 'contest-focus');

    await page.getByTestId('navigator-next').click();
    await page.waitForURL(`**/contest/${acm.cid}/problem/B/full-screen`);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="problem-title"]')?.textContent?.startsWith('B'),
    );
    expect(await page.getByTestId('navigator-next').getAttribute('aria-disabled')).toBe('true');
    await page.locator('[data-testid="navigator-problem"][data-problem-id="A"]').click();
    await page.waitForURL(`**/contest/${acm.cid}/problem/A/full-screen`);

    await page.setViewportSize(mobile);
    for (const id of ['A', 'B']) {
      expect(
        await page.locator(`[data-testid="navigator-problem"][data-problem-id="${id}"]`).isVisible(),
      ).toBe(true);
    }
    await shot(page, 'contest-focus-mobile-en');
    await page.setViewportSize(desktop);
    await page.getByTestId('focus-mode').click();
    await page.waitForURL(`**/contest/${acm.cid}/problem/A`);
    await page.getByTestId('problem-workspace').waitFor();
    // Both routes draw the workspace: wait for the focus route's navigator to go.
    await expect.poll(() => page.getByTestId('problem-navigator').count()).toBe(0);
    await page.close();
  });

  it('says the contest has ended: the server when the page still thinks it runs, the page itself after', async () => {
    const page = await contestantPage();
    await page.goto(inContest(acm, '/problem/A'));
    await page.locator('.cm-content').fill(aPlusB);
    // The page read the contest while it ran: the submit goes out and the server refuses it.
    await endContest(acm);
    await page.getByTestId('submit-code').click();
    await page.getByTestId('toast').filter({ hasText: 'Contest has ended' }).waitFor();
    await page.getByTestId('submit-result').waitFor({ state: 'detached' });

    // Read again, the contest is over: the page says so itself and sends nothing.
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/submit-problem-judge')) submits.push(request.url());
    });
    await page.goto(inContest(acm, '/problem/A', 'zh-CN'));
    await page.locator('.cm-content').fill(aPlusB);
    await page.getByTestId('submit-code').click();
    await page.getByTestId('toast').filter({ hasText: '比赛已结束！' }).waitFor();
    expect(submits).toEqual([]);
    await page.close();
  });
});

describe('an OI contest without real-time results', () => {
  it('asks before a second submission replaces the first, and sends nothing when cancelled', async () => {
    const problem = await oiSumProblem();
    const oi = await createContest({
      problems: [{ pid: problem.pid, displayId: '1', title: 'Hidden sum', color: '' }],
      type: 1,
      sealRank: true,
    });
    const page = await contestantPage();
    await page.goto(inContest(oi, '/problem/1'));
    await page.locator('.cm-content').fill(aPlusB);
    await clickSubmit(page, contestant.user.uid, () => page.getByTestId('submit-code').click());
    // The result stays hidden until the end: the poll ends on "cannot view".
    await page.locator('[data-testid="submit-status"][data-status="-5"]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('overwrite-confirm').count()).toBe(0);

    await waitSubmitInterval(contestant.user.uid);
    await page.getByTestId('submit-code').click();
    await page.getByTestId('overwrite-confirm').waitFor();
    await shot(page, 'contest-oi-overwrite-desktop-en');
    await fourShots(page, 'contest-oi-overwrite');
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('overwrite-confirm').waitFor({ state: 'detached' });

    await page.getByTestId('submit-code').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('Submit code successfully').last().waitFor();
    await page.locator('[data-testid="submit-status"][data-status="-5"]').waitFor({ timeout: 60_000 });

    // The same question in Chinese, on a phone.
    await page.goto(inContest(oi, '/problem/1', 'zh-CN'));
    await page.setViewportSize(mobile);
    await page.getByTestId('submit-code').click();
    await page.getByText('确定再次提交？').waitFor();
    await shot(page, 'contest-oi-overwrite-mobile-zh');
    await page.getByTestId('confirm-cancel').click();
    await page.setViewportSize(desktop);

    await page.goto(inContest(oi, '/submissions?onlyMine=true'));
    await page.getByTestId('submission-row').nth(1).waitFor();
    expect(await page.getByTestId('submission-row').count()).toBe(2);
    await page.close();
  });

  it('hides the contest’s figures for the problem as a question mark while its board is sealed', async () => {
    const sealed = await createContest({
      problems: [{ pid: (await aPlusBProblem()).pid, displayId: 'A', title: 'Sealed sum', color: '#e11d48' }],
      sealRank: true,
      fields: { sealRankTime: new Date(Math.floor(Date.now() / 1000) * 1000 - 30_000).toISOString() },
    });
    const page = await contestantPage();
    await page.goto(inContest(sealed, '/problem/A'));
    await page.getByTestId('statistics-hidden').waitFor();
    expect(await page.getByTestId('statistics-total').innerText()).toBe('?');
    expect(await page.getByTestId('statistics-hidden').innerText()).toBe(
      'The contest’s figures are hidden while its board is sealed.',
    );
    expect(await page.getByTestId('verdict-pie').count()).toBe(0);
    await fourShots(page, 'contest-problem-statistics-sealed');
    await page.goto(inContest(sealed, '/problem/A', 'zh-CN'));
    await expect
      .poll(() => page.getByTestId('statistics-hidden').innerText())
      .toBe('封榜期间不公开本场比赛的统计数据。');
    await page.close();
  });
});
