import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop } from './browser';
import { logIn, logInAsRoot, type Login } from './accounts';
import { apiCall } from './api-call';
import { newAccount } from './contest-fixtures';
import { aPlusBProblem } from './problem-page-fixtures';
import { pageAs as newPageAs } from './logged-in-page';
import { fourShots } from './four-shots';
import './provided-context';

/*
 * The admin training pages: the super admin adds a course-pack category on the category page; a
 * teacher (an account with the admin role, not root) builds a private training on the form (its
 * defaults, the coin slider, the password the private access needs; a problem admin, who may also
 * order a training's problems), finds it in the list, hides and
 * shows it, adds two public problems, puts the second first and removes the other, then edits it.
 */

const web = browserForFile();
const tag = randomUUID().slice(0, 6);
const title = `Weekly ${tag}`;
let rootLogin: Login;
let teacher: Login;
let problems: { pid: number; problemId: string }[];
let categoryId = 0;

beforeAll(async () => {
  rootLogin = await logInAsRoot();
  // A teacher who runs the problem sets: a problem admin (role 1008) may also order a training's problems.
  const account = await newAccount('tch');
  await apiCall('/api/admin/user/edit-user', {
    method: 'PUT',
    token: rootLogin.token,
    body: { uid: account.user.uid, type: 1008, status: 0 },
  });
  teacher = await logIn(account.user.username, 'secret123');
  problems = [await aPlusBProblem(), await aPlusBProblem()];
}, 60_000);

const pageAs = (login: Login): Promise<Page> =>
  newPageAs(() => web.browser.newPage({ viewport: desktop }), login, 'en-US');

interface StoredTraining {
  training: {
    id: number;
    title: string;
    description: string;
    auth: string;
    privatePwd: string;
    rank: number;
  };
  trainingCategory: { id: number } | null;
}

describe('the admin training pages', () => {
  it('let the super admin add a course-pack category', async () => {
    const page = await pageAs(rootLogin);
    await page.goto(`${web.url}/admin/training/category`);
    await page.getByTestId('admin-training-category').waitFor();
    await page.getByTestId('category-new-name').fill(`课包-Admin ${tag}`);
    await page.getByTestId('category-add').click();
    const row = page.getByTestId('category-row').filter({ hasText: `课包-Admin ${tag}` });
    await row.waitFor();
    expect(await row.innerText()).toContain('Course pack');
    categoryId = Number(await row.getAttribute('data-category-id'));
    expect(categoryId).toBeGreaterThan(0);
    await fourShots(page, 'admin-training-category');
    await page.close();
  }, 90_000);

  it('let a teacher create a private training with the form’s defaults and a reward of 10 coins', async () => {
    const page = await pageAs(teacher);
    await page.goto(`${web.url}/admin/training/create`);
    await page.getByTestId('admin-training-form').waitFor();
    expect(await page.locator('#training-rank').inputValue()).toBe('1000');
    expect(await page.getByTestId('training-coins-value').innerText()).toBe('5');
    await page.locator('#training-title').fill(title);
    await page.getByTestId('training-coins').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('training-coins-value').innerText()).toBe('10');
    await page.getByTestId('training-category').selectOption(String(categoryId));
    await page.getByTestId('training-auth').selectOption('Private');
    await page.getByTestId('admin-training-save').click();
    await page.getByText('A private training needs a password').waitFor();
    await page.locator('#training-password').fill('class-7');
    await page.getByTestId('admin-training-save').click();
    await page.waitForURL('**/admin/training');
    await page.getByTestId('admin-training-keyword').fill(title);
    await page.getByTestId('admin-training-search').click();
    const row = page.getByTestId('admin-training-row').filter({ hasText: title });
    await row.waitFor();
    const tid = Number(await row.getAttribute('data-tid'));
    const stored = await apiCall<StoredTraining>(`/api/admin/training?tid=${tid}`, { token: teacher.token });
    expect(stored.training).toMatchObject({
      title,
      description: '10',
      auth: 'Private',
      privatePwd: 'class-7',
      rank: 1000,
    });
    expect(stored.trainingCategory?.id).toBe(categoryId);

    // Hidden, then shown again, by the list's switch.
    const visible = row.getByTestId('admin-training-visible');
    expect(await visible.getAttribute('aria-checked')).toBe('true');
    await visible.click();
    await page.getByTestId('toast').filter({ hasText: 'The training is hidden' }).waitFor();
    await expect.poll(() => visible.getAttribute('aria-checked')).toBe('false');
    await visible.click();
    await expect.poll(() => visible.getAttribute('aria-checked')).toBe('true');
    await fourShots(page, 'admin-training-list');
    await page.close();
  }, 120_000);

  it('let the teacher add public problems, order them, remove one and edit the training', async () => {
    const page = await pageAs(teacher);
    await page.goto(`${web.url}/admin/training?keyword=${encodeURIComponent(title)}`);
    const row = page.getByTestId('admin-training-row').filter({ hasText: title });
    await row.getByTestId('admin-training-problems').click();
    await page.getByTestId('admin-training-problems-page').waitFor();
    for (const problem of problems) {
      await page.getByTestId('training-problem-keyword').fill(problem.problemId);
      await page.getByTestId('training-problem-keyword').press('Enter');
      const candidate = page.locator(
        `[data-testid="public-problem-row"][data-problem-id="${problem.problemId}"]`,
      );
      await candidate.getByTestId('training-problem-add').click();
      await page
        .locator(`[data-testid="admin-training-problem-row"][data-problem-id="${problem.problemId}"]`)
        .waitFor();
    }
    const order = () =>
      page
        .getByTestId('admin-training-problem-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-problem-id')));
    expect(await order()).toEqual(problems.map((problem) => problem.problemId));
    const [firstProblem, secondProblem] = problems as [(typeof problems)[number], (typeof problems)[number]];
    await page
      .locator(`[data-testid="admin-training-problem-row"][data-problem-id="${secondProblem.problemId}"]`)
      .getByTestId('training-problem-up')
      .click();
    await expect.poll(order).toEqual([secondProblem.problemId, firstProblem.problemId]);
    await fourShots(page, 'admin-training-problems');
    await page
      .locator(`[data-testid="admin-training-problem-row"][data-problem-id="${firstProblem.problemId}"]`)
      .getByTestId('training-problem-remove')
      .click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(order).toEqual([secondProblem.problemId]);

    // Edited: the stored values come back in the form, a new title goes to the list.
    await page.goto(`${web.url}/admin/training?keyword=${encodeURIComponent(title)}`);
    await page
      .getByTestId('admin-training-row')
      .filter({ hasText: title })
      .getByTestId('admin-training-edit')
      .click();
    await page.getByTestId('admin-training-form').waitFor();
    expect(await page.getByTestId('training-coins-value').innerText()).toBe('10');
    expect(await page.locator('#training-password').inputValue()).toBe('class-7');
    // The admin area has no footer switch: the shots load the page again, which the stored form survives.
    await fourShots(page, 'admin-training-form');
    await page.locator('#training-title').fill(`${title} (edited)`);
    await page.getByTestId('admin-training-save').click();
    await page.waitForURL('**/admin/training');
    await page.getByTestId('admin-training-keyword').fill(title);
    await page.getByTestId('admin-training-search').click();
    await page
      .getByTestId('admin-training-row')
      .filter({ hasText: `${title} (edited)` })
      .waitFor();
    await page.close();
  }, 150_000);
});
