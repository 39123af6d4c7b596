import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logInAsRoot, type Login } from './accounts';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { aPlusBProblem, quizProblem, registeredUser } from './problem-page-fixtures';
import { apiCall, createContest, type TestContest } from './contest-fixtures';
import { pageAs } from './logged-in-page';
import { fourShots } from './four-shots';
import './provided-context';

/*
 * The exam lock end to end (spec part 2, §2 exam status tab, §4 "Exam lock"): a contestant hands the
 * paper in and is locked out of it; the contest's admin releases them from the exam status tab (a
 * confirmation naming them, a toast); the paper opens again, as the server's `examLocked` says. Also
 * the contest shell's tab title and menu: a contest's problem names its problem in the browser tab, and
 * "My submissions" is highlighted only while the submissions tab lists the viewer's own. Quiz papers
 * are graded on the spot, so no judge worker runs here.
 */

const web = browserForFile();
let exam: TestContest;
let plain: TestContest;
let contestant: Login;
let root: Login;

beforeAll(async () => {
  const [quiz, sum] = [await quizProblem(), await aPlusBProblem()];
  exam = await createContest({
    problems: [{ pid: quiz.pid, displayId: 'CS1', title: 'Basics', color: '#16a34a' }],
    description: '[exam, 3]\nThe exam of the lock release test.',
  });
  plain = await createContest({
    problems: [{ pid: sum.pid, displayId: 'A', title: 'Sum of two', color: '#e11d48' }],
  });
  contestant = await registeredUser();
  root = await logInAsRoot();
}, 120_000);

const paperUrl = (cid = exam.cid) => `${web.url}/contest/${cid}/paper?l=en-US`;
const statusTabUrl = (language: string, cid = exam.cid) =>
  `${web.url}/contest/${cid}/submissions?l=${language}`;

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** Hands the paper in with full marks in a page of its own (the paper may close its window after). */
async function handInFullMarks(login: Login, cid = exam.cid): Promise<void> {
  const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), login);
  await page.goto(paperUrl(cid));
  await page.getByTestId('paper-objective').waitFor();
  await page.getByTestId('quiz-question-1-B').click();
  await page.getByTestId('quiz-question-2-T').click();
  await page.getByTestId('quiz-question-3-fill').fill('1024');
  await page.getByTestId('paper-submit').click();
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId('paper-handed-in').waitFor();
  if (!page.isClosed()) await page.close();
}

describe('the exam lock', () => {
  it('locks the contestant who handed the paper in until the contest admin releases them from the exam status tab', async () => {
    await handInFullMarks(contestant);
    const student = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant);
    await student.goto(paperUrl());
    await student.getByTestId('paper-locked').waitFor();

    const admin = await pageAs(() => web.browser.newPage({ viewport: desktop }), root);
    await admin.goto(statusTabUrl('en-US'));
    const release = admin.locator('[data-testid="submission-table"] [data-testid="release-exam-lock"]');
    await release.waitFor();
    expect(await release.count()).toBe(1);
    expect(await release.textContent()).toBe('Release lock');
    await shot(admin, 'contest-exam-release-tab-desktop-en-US');
    await fourShots(admin, 'contest-exam-release-tab');
    await release.click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(`${contestant.user.username} has handed in the exam paper`).waitFor();
    await shot(admin, 'contest-exam-release-confirm-desktop-en-US');
    await fourShots(admin, 'contest-exam-release-confirm');
    await admin.getByTestId('confirm-ok').click();
    await admin
      .getByTestId('toast')
      .filter({ hasText: `Released the exam lock of ${contestant.user.username}` })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.close();

    await student.goto(paperUrl());
    await student.getByTestId('paper-objective').waitFor();
    expect(await student.getByTestId('paper-locked').count()).toBe(0);
    await student.close();
  });

  it('offers the release in Chinese on a phone, inside the submission cards, nothing wider than the window', async () => {
    const admin = await pageAs(() => web.browser.newPage({ viewport: mobile }), root);
    await admin.goto(statusTabUrl('zh-CN'));
    const release = admin.locator('[data-testid="submission-cards"] [data-testid="release-exam-lock"]');
    await release.waitFor();
    expect(await release.textContent()).toBe('解除锁定');
    const wide = await admin.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide).toBe(false);
    await shot(admin, 'contest-exam-release-tab-phone-zh-CN');
    await release.click();
    await admin.getByRole('dialog').getByText(`${contestant.user.username} 已交卷`).waitFor();
    await shot(admin, 'contest-exam-release-confirm-phone-zh-CN');
    await admin.getByTestId('confirm-cancel').click();
    await admin.close();
  });
});

describe('the exam lock release refused', () => {
  it('says the server’s refusal and keeps the confirmation open', async () => {
    const quiz = await quizProblem();
    const gone = await createContest({
      problems: [{ pid: quiz.pid, displayId: 'CS1', title: 'Basics', color: '#16a34a' }],
      description: '[exam, 3]\nAn exam deleted while its status tab is open.',
    });
    const student = await registeredUser();
    await handInFullMarks(student, gone.cid);
    const admin = await pageAs(() => web.browser.newPage({ viewport: desktop }), root);
    await admin.goto(statusTabUrl('en-US', gone.cid));
    const release = admin.locator('[data-testid="submission-table"] [data-testid="release-exam-lock"]');
    await release.waitFor();
    await apiCall(`/api/admin/contest?cid=${gone.cid}`, { method: 'DELETE', token: root.token });
    await release.click();
    await admin.getByTestId('confirm-ok').click();
    await admin
      .getByTestId('toast')
      .filter({ hasText: `The contest does not exist: ${gone.cid}` })
      .waitFor();
    expect(await admin.getByRole('dialog').count()).toBe(1);
    expect(admin.url()).toContain(`/contest/${gone.cid}/submissions`);
    await admin.close();
  });
});

describe('the contest shell', () => {
  it('names the contest’s problem in the browser tab, and the contest again on the tab opened next', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant);
    await page.goto(`${web.url}/contest/${plain.cid}/problem/A?l=en-US`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^A Sum of two - /);
    // Leaving the problem inside the shell gives the tab back to the contest, not to the route's title.
    await page.getByTestId('contest-tabs').getByText('Rank', { exact: true }).click();
    await page.waitForURL(/\/rank/);
    await expect
      .poll(async () => (await page.title()).startsWith(`${plain.title} - `), { timeout: 15_000 })
      .toBe(true);
    await page.close();
  });

  it('highlights My submissions only while the submissions tab lists the viewer’s own', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant);
    const mySubmissions = page.getByTestId('main-menu').getByRole('link', { name: 'My submissions' });
    await page.goto(`${web.url}/contest/${plain.cid}/submissions?l=en-US`);
    await page.getByTestId('submission-list').waitFor();
    await mySubmissions.waitFor();
    expect(await mySubmissions.getAttribute('aria-current')).toBeNull();
    await page.goto(`${web.url}/contest/${plain.cid}/submissions?onlyMine=true&l=en-US`);
    await page.getByTestId('submission-list').waitFor();
    await expect.poll(() => mySubmissions.getAttribute('aria-current')).toBe('page');
    await page.close();
  });
});
