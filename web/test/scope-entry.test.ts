import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop } from './browser';
import { logInAsRoot, type Login } from './accounts';
import { apiCall } from './api-call';
import { createContest, type TestContest } from './contest-fixtures';
import { aPlusBProblem, registeredUser } from './problem-page-fixtures';
import { pageAs as newPageAs } from './logged-in-page';
import { fourShots } from './four-shots';
import './provided-context';

/*
 * Every training and contest route checks entry the same way, focus mode (outside the shells) as the
 * shells do: a visitor is asked to log in, a private training asks its password, a contest that is not
 * there for the viewer is refused with the server's reason, and in none of these does the page read a
 * statement the server would refuse (no problem call answers it).
 */

const web = browserForFile();

const tag = randomUUID().slice(0, 6);
/** The statement's first words (aPlusBProblem's), which no refused page may show. */
const statementText = 'Read two integers';
let root: string;
let problem: { pid: number; problemId: string };
let publicTid = 0;
let privateTid = 0;
let running: TestContest;
let hidden: TestContest;
let privateContest: TestContest;

/** A training of `problem` in a category of its own, as root makes one in the admin area. */
async function makeTraining(title: string, categoryId: number, privatePwd = ''): Promise<number> {
  await apiCall('/api/admin/training', {
    method: 'POST',
    token: root,
    body: {
      training: {
        title,
        description: '5',
        auth: privatePwd ? 'Private' : 'Public',
        privatePwd,
        status: true,
      },
      trainingCategory: { id: categoryId },
    },
  });
  const list = await apiCall<{ records: { id: number; title: string }[] }>(
    `/api/admin/training/get-training-list?keyword=${encodeURIComponent(title)}`,
    { token: root },
  );
  const tid = list.records.find((training) => training.title === title)?.id ?? 0;
  await apiCall('/api/admin/training/add-problem-from-public', {
    method: 'POST',
    token: root,
    body: { tid, pid: problem.pid },
  });
  return tid;
}

beforeAll(async () => {
  root = (await logInAsRoot()).token;
  problem = await aPlusBProblem();
  const category = await apiCall<{ id: number }>('/api/admin/training/category', {
    method: 'POST',
    token: root,
    body: { name: `Entry ${tag}`, color: '#19be6b' },
  });
  publicTid = await makeTraining(`Open ${tag}`, category.id);
  privateTid = await makeTraining(`Class ${tag}`, category.id, 'open-sesame');
  const problems = [{ pid: problem.pid, displayId: 'A', title: 'A+B Problem', color: '#409EFF' }];
  running = await createContest({ problems });
  hidden = await createContest({ problems, fields: { visible: false } });
  privateContest = await createContest({ problems, auth: 1, pwd: 'contest-pass' });
}, 90_000);

/**
 * A page as `login` (a visitor for null) that records every problem call the server answered with a
 * statement: a refused page must have none.
 */
async function watchedPage(login: Login | null, language: 'zh-CN' | 'en-US') {
  const page = await newPageAs(() => web.browser.newPage({ viewport: desktop }), login, language);
  const statements: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!/^\/api\/get-(problem-detail|training-problem-details|contest-problem-details)$/.test(path)) return;
    void response
      .json()
      .then((envelope: { status?: number }) => {
        if (envelope.status === 200) statements.push(path);
      })
      .catch(() => undefined);
  });
  return { page, statements };
}

async function expectNoStatement(page: Page, statements: string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(statements).toEqual([]);
  expect(await page.getByText(statementText).count()).toBe(0);
}

const trainingFocus = (tid: number) => `/training/${tid}/problem/${problem.problemId}/full-screen`;
const contestFocus = (cid: number) => `/contest/${cid}/problem/A/full-screen`;

describe('focus mode of a training', () => {
  it('asks a visitor to log in and reads no statement', async () => {
    const { page, statements } = await watchedPage(null, 'zh-CN');
    await page.goto(`${web.url}${trainingFocus(publicTid)}`);
    const prompt = page.getByTestId('training-login-required');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('请先登录后再进入训练。');
    await page.getByRole('dialog').first().waitFor();
    await expectNoStatement(page, statements);
    await page.keyboard.press('Escape');
    await fourShots(page, 'scope-entry-training-visitor');
    await page.close();
  }, 120_000);

  it("asks for a private training's password before its statement, then opens the problem", async () => {
    const student = await registeredUser();
    const { page, statements } = await watchedPage(student, 'en-US');
    // The problem's page inside the shell asks the same, and reads nothing of the problem either.
    await page.goto(`${web.url}/training/${privateTid}/problem/${problem.problemId}`);
    await page.getByTestId('training-password-form').waitFor();
    await expectNoStatement(page, statements);
    await page.goto(`${web.url}${trainingFocus(privateTid)}`);
    await page.getByTestId('training-password-form').waitFor();
    await expectNoStatement(page, statements);
    expect(await page.getByTestId('navigator-problem').count()).toBe(0);
    await fourShots(page, 'scope-entry-training-password');
    await page.getByTestId('training-password').fill('open-sesame');
    await page.getByTestId('training-password-submit').click();
    await page.getByText(statementText).first().waitFor();
    expect(statements).toContain('/api/get-training-problem-details');
    await page.locator(`[data-testid="navigator-problem"][data-problem-id="${problem.problemId}"]`).waitFor();
    await page.close();
  }, 120_000);
});

describe('focus mode of a contest', () => {
  it('asks a visitor to log in and reads no problem', async () => {
    const { page, statements } = await watchedPage(null, 'en-US');
    await page.goto(`${web.url}${contestFocus(running.cid)}`);
    const prompt = page.getByTestId('contest-login-required');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('Log in to enter the contest.');
    await expectNoStatement(page, statements);
    await page.close();
  }, 120_000);

  it('refuses a contest that is not there for the viewer, with the server’s reason', async () => {
    const student = await registeredUser();
    const { page, statements } = await watchedPage(student, 'zh-CN');
    await page.goto(`${web.url}${contestFocus(hidden.cid)}`);
    const refusal = page.getByTestId('contest-load-failed');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('比赛加载失败。');
    await expectNoStatement(page, statements);
    await fourShots(page, 'scope-entry-contest-refused');
    await page.goto(`${web.url}${contestFocus(2_000_000_000)}`);
    await refusal.waitFor();
    await expectNoStatement(page, statements);
    await page.close();
  }, 120_000);

  it("asks for a private contest's password in focus mode, then opens the problem", async () => {
    const student = await registeredUser();
    const { page, statements } = await watchedPage(student, 'en-US');
    await page.goto(`${web.url}${contestFocus(privateContest.cid)}`);
    await page.getByTestId('contest-password-form').waitFor();
    expect(await page.getByTestId('contest-tab-closed').getAttribute('data-reason')).toBe('passwordRequired');
    await expectNoStatement(page, statements);
    await fourShots(page, 'scope-entry-contest-password');
    await page.getByTestId('contest-password').fill('contest-pass');
    await page.getByTestId('contest-password-submit').click();
    await page.getByText(statementText).first().waitFor();
    expect(statements).toContain('/api/get-contest-problem-details');
    await page.close();
  }, 120_000);
});
