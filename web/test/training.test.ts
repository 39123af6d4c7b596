import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, saveScreenshot } from './browser';
import { judgeWorkerForFile } from './judge-worker';
import { logInAsRoot, type Login } from './accounts';
import { apiCall } from './api-call';
import { aPlusBProblem, registeredUser } from './problem-page-fixtures';
import { pageAs as newPageAs } from './logged-in-page';
import { fourShots } from './four-shots';
import './provided-context';

/*
 * The training screens through a student's eyes, with a judge worker (slot 42): a course pack of two
 * trainings made through the admin API, the second locked with its reason until the student solves
 * the first one's problem on the problem page inside the training; then the second opens. Also a
 * private training's password form and rank tab, focus mode's navigator and a visitor's login prompt.
 */

const web = browserForFile();
judgeWorkerForFile(42);

const tag = randomUUID().slice(0, 6);
const packName = `课包-Web ${tag}`;
let root: string;
let student: Login;
let first: { pid: number; problemId: string };
let second: { pid: number; problemId: string };
let packId = 0;
let firstTid = 0;
let secondTid = 0;
let privateTid = 0;

const aPlusB =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';

interface Page1<T> {
  records: T[];
  total: number;
}

/** Makes a training in a category with its problems, as root in the admin area would; answers its id. */
async function makeTraining(
  title: string,
  categoryId: number,
  rank: number,
  pids: number[],
  privatePwd = '',
): Promise<number> {
  const auth = privatePwd ? 'Private' : 'Public';
  await apiCall('/api/admin/training', {
    method: 'POST',
    token: root,
    body: {
      training: { title, description: '10', auth, privatePwd, status: true, rank },
      trainingCategory: { id: categoryId },
    },
  });
  const list = await apiCall<Page1<{ id: number; title: string }>>(
    `/api/admin/training/get-training-list?keyword=${encodeURIComponent(title)}`,
    { token: root },
  );
  const tid = list.records.find((training) => training.title === title)?.id ?? 0;
  for (const pid of pids) {
    await apiCall('/api/admin/training/add-problem-from-public', {
      method: 'POST',
      token: root,
      body: { tid, pid },
    });
  }
  return tid;
}

beforeAll(async () => {
  root = (await logInAsRoot()).token;
  student = await registeredUser();
  [first, second] = [await aPlusBProblem(), await aPlusBProblem()];
  const pack = await apiCall<{ id: number }>('/api/admin/training/category', {
    method: 'POST',
    token: root,
    body: { name: packName, color: '#2d8cf0' },
  });
  packId = pack.id;
  const general = await apiCall<{ id: number }>('/api/admin/training/category', {
    method: 'POST',
    token: root,
    body: { name: `Web ${tag}`, color: '#19be6b' },
  });
  firstTid = await makeTraining(`Loops ${tag}`, packId, 1, [first.pid]);
  secondTid = await makeTraining(`Arrays ${tag}`, packId, 2, [second.pid]);
  privateTid = await makeTraining(`Class ${tag}`, general.id, 1000, [first.pid], 'open-sesame');
}, 90_000);

const pageAs = (login: Login, language: 'zh-CN' | 'en-US' = 'en-US'): Promise<Page> =>
  newPageAs(() => web.browser.newPage({ viewport: desktop }), login, language);

const rowOf = (page: Page, tid: number) => page.locator(`[data-testid="training-row"][data-tid="${tid}"]`);

describe('a student works through a course pack', () => {
  it('sees the second training locked with its reason, solves the first, and finds the second open', async () => {
    const page = await pageAs(student);
    await page.goto(`${web.url}/training?mode=pack&categoryId=${packId}&l=en-US`);
    await rowOf(page, secondTid).waitFor();
    await expect.poll(() => rowOf(page, firstTid).getAttribute('data-locked')).toBe('false');
    expect(await rowOf(page, secondTid).getAttribute('data-locked')).toBe('true');
    const reason = await rowOf(page, secondTid).getByTestId('training-lock-reason').innerText();
    expect(reason).toContain(`Loops ${tag}`);
    expect(reason).toContain('solve at least 1');
    expect(await rowOf(page, firstTid).getByTestId('training-progress').innerText()).toBe('0 / 1');
    expect(await rowOf(page, firstTid).getByTestId('training-coins').getAttribute('data-coins')).toBe('10');
    await fourShots(page, 'training-list-pack');

    // A click on the locked one says what to finish first and stays on the list.
    await rowOf(page, secondTid).getByTestId('training-title-link').click();
    await page
      .getByTestId('toast')
      .filter({ hasText: `Finish the previous training “Loops ${tag}” first` })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/training');

    // Its own address shows the lock too, with the tabs greyed out.
    await page.goto(`${web.url}/training/${secondTid}?l=en-US`);
    await page.getByTestId('training-locked').waitFor();
    expect(await page.getByTestId('training-tab-problems').getAttribute('data-disabled')).toBe('true');
    await fourShots(page, 'training-locked');

    // The first training: home, problems, the problem page inside the training.
    await page.goto(`${web.url}/training/${firstTid}?l=en-US`);
    await page.getByTestId('training-home').waitFor();
    const menu = page.getByTestId('main-menu');
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Back home', 'Training home', 'Problems']);
    await fourShots(page, 'training-home');
    await page.getByTestId('training-start').click();
    const problemRow = page.locator(
      `[data-testid="training-problem-row"][data-problem-id="${first.problemId}"]`,
    );
    await problemRow.waitFor();
    expect(await problemRow.getAttribute('data-mark')).toBe('none');
    await fourShots(page, 'training-problems');
    await problemRow.getByTestId('training-problem-title').click();
    await page.waitForURL(`**/training/${firstTid}/problem/${first.problemId}`);
    await page.locator('.cm-content').waitFor();
    expect(await menu.locator('[aria-current="page"]').innerText()).toBe('Problems');
    await page.locator('.cm-content').fill(aPlusB);
    await page.getByTestId('submit-code').click();
    await page.locator('[data-testid="submit-status"][data-status="0"]').waitFor({ timeout: 90_000 });
    // The head's progress follows the verdict without a reload.
    await expect.poll(() => page.getByTestId('training-solved').getAttribute('data-ac')).toBe('1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'training-problem-accepted');

    // The submission counted for the training: its problem list marks it solved.
    await page.goto(`${web.url}/training/${firstTid}/problems?l=en-US`);
    await expect.poll(() => problemRow.getAttribute('data-mark'), { timeout: 20_000 }).toBe('solved');
    expect(await page.getByTestId('training-solved').getAttribute('data-ac')).toBe('1');

    // Back on the list the second training is open, and it opens.
    await page.goto(`${web.url}/training?mode=pack&categoryId=${packId}&l=en-US`);
    await expect
      .poll(() => rowOf(page, secondTid).getAttribute('data-locked'), { timeout: 20_000 })
      .toBe('false');
    expect(await rowOf(page, firstTid).getByTestId('training-progress').innerText()).toBe('1 / 1');
    await rowOf(page, secondTid).getByTestId('training-title-link').click();
    await page.waitForURL(`**/training/${secondTid}`);
    await page.getByTestId('training-home').waitFor();
    await saveScreenshot(page, 'training-second-open');
    await page.close();
  }, 240_000);

  it('steps through a training in focus mode with the bottom navigator', async () => {
    const page = await pageAs(student);
    await page.goto(`${web.url}/training/${firstTid}/problem/${first.problemId}/full-screen?l=en-US`);
    await page.getByTestId('training-full-screen').waitFor();
    const chip = page.locator(`[data-testid="navigator-problem"][data-problem-id="${first.problemId}"]`);
    await expect.poll(() => chip.getAttribute('data-mark'), { timeout: 20_000 }).toBe('solved');
    expect(await page.getByTestId('main-menu').count()).toBe(0);
    await fourShots(page, 'training-focus');
    await page.getByTestId('navigator-back').click();
    await page.waitForURL(`**/training/${firstTid}/problem/${first.problemId}`);
    await page.close();
  }, 120_000);
});

describe('a private training', () => {
  it('asks for its password until registered, then shows its problems and rank', async () => {
    const page = await pageAs(student);
    await page.goto(`${web.url}/training/${privateTid}?l=en-US`);
    await page.getByTestId('training-password-form').waitFor();
    expect(await page.getByTestId('training-tab-rank').count()).toBe(1);
    await fourShots(page, 'training-password');
    await page.getByTestId('training-password-submit').click();
    await page.getByText('Enter the training password').first().waitFor();
    await page.getByTestId('training-password').fill('wrong');
    await page.getByTestId('training-password-submit').click();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('training-password-form').count()).toBe(1);
    await page.getByTestId('training-password').fill('open-sesame');
    await page.getByTestId('training-password-submit').click();
    await page.getByTestId('training-home').waitFor();
    await page.getByTestId('training-tab-rank').click();
    await page.getByTestId('training-rank').waitFor();
    await fourShots(page, 'training-rank');
    await page.close();
  }, 120_000);
});

describe('a visitor', () => {
  it('sees the trainings and is asked to log in to enter one', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    await page.goto(`${web.url}/training?l=en-US`);
    await page.getByTestId('training-login-hint').waitFor();
    await rowOf(page, privateTid).waitFor();
    await fourShots(page, 'training-list-general');
    await rowOf(page, privateTid).getByTestId('training-title-link').click();
    await page.getByTestId('login-dialog').or(page.getByRole('dialog')).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/training');
    await page.close();
  }, 120_000);
});
