import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, saveScreenshot } from './browser';
import { logIn, rootLoginForFile } from './accounts';
import { useLogin } from './submission-fixtures';
import './provided-context';

/*
 * /admin/user against the local stack: importing 30 users from a CSV file (each can log in), a file
 * with one bad row refused naming the row with nothing imported, generating 20 accounts and logging
 * in as one through the login dialog; screenshots in both languages at 1280 and 820 px.
 */

const web = browserForFile();
const tablet = { width: 820, height: 1180 };
const root = rootLoginForFile();

async function userPage(language = 'en-US', viewport = desktop): Promise<Page> {
  const page = await web.browser.newPage({ viewport });
  await useLogin(page, root);
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.goto(`${web.url}/admin/user?l=${language}`);
  await page.getByTestId('admin-user-table').waitFor();
  return page;
}

/** A CSV file on disk, as a teacher would pick it. */
function csvFile(name: string, lines: string[]): string {
  const folder = join(tmpdir(), `admin-user-${randomUUID()}`);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, name);
  writeFileSync(path, `${lines.join('\r\n')}\r\n`, 'utf8');
  return path;
}

async function userCount(keyword: string): Promise<number> {
  const response = await fetch(`${web.url}/api/admin/user/get-user-list?keyword=${keyword}&limit=100`, {
    headers: { authorization: root.token },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

describe('importing users from CSV', () => {
  it('imports 30 users from a file, who then log in', async () => {
    const tag = `c${randomUUID().slice(0, 5)}`;
    const lines = ['username,password,email,realname,gender,nickname,school'];
    for (let index = 1; index <= 30; index++)
      lines.push(
        `${tag}s${index},pass${index}word,${tag}s${index}@example.com,学生 ${index},${index % 2},n${index},一中`,
      );
    const page = await userPage();
    await page.getByTestId('import-file').setInputFiles(csvFile('class.csv', lines));
    await expect
      .poll(() => page.getByTestId('import-summary').textContent())
      .toBe('30 users read from class.csv');
    expect(await page.getByTestId('import-preview').locator('tbody tr').count()).toBe(30);
    await saveScreenshot(page, 'admin-user-import-preview-en-US-1280');
    const started = Date.now();
    await page.getByTestId('import-submit').click();
    await page.getByText('30 users were imported').waitFor();
    console.log(`browser import of 30 users: ${Date.now() - started} ms`);
    expect(await userCount(tag)).toBe(30);
    expect((await logIn(`${tag}s17`, 'pass17word')).user.username).toBe(`${tag}s17`);
    await page.close();
  });

  it('refuses a file with one bad row, naming the row, and imports none of it', async () => {
    const tag = `b${randomUUID().slice(0, 5)}`;
    const lines = Array.from({ length: 12 }, (_, index) => `${tag}u${index + 1},secret${index + 1}`);
    lines[6] = `${tag}u7,123`;
    const page = await userPage();
    await page.getByTestId('import-file').setInputFiles(csvFile('bad.csv', lines));
    await page.getByTestId('import-submit').click();
    const error = page.getByTestId('import-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('row 7: The password must have 6 to 20 characters');
    const marked = page.getByTestId('import-preview').locator('tr[data-bad-row]');
    expect(await marked.count()).toBe(1);
    expect(await marked.locator('td').first().textContent()).toBe('7');
    await saveScreenshot(page, 'admin-user-import-refused-en-US-1280');
    expect(await userCount(tag)).toBe(0);
    await page.close();
  });
});

describe('generating accounts', () => {
  it('generates 20 accounts, lists them with the downloads, and one logs in through the login dialog', async () => {
    const prefix = `g${randomUUID().slice(0, 5)}_`;
    const page = await userPage();
    await page.getByTestId('generate-prefix').fill(prefix);
    await page.getByTestId('generate-from').fill('1');
    await page.getByTestId('generate-to').fill('20');
    await page.getByTestId('generate-length').fill('10');
    await page.getByTestId('generate-submit').click();
    const rows = page.getByTestId('generated-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(20);
    const [username, password] = (await rows.nth(4).locator('td').allTextContents()) as [string, string];
    expect(username).toBe(`${prefix}5`);
    expect(password).toMatch(/^\d{10}$/);
    const download = page.waitForEvent('download');
    await page.getByTestId('download-xlsx').click();
    expect((await download).suggestedFilename()).toMatch(/^generated-users-[0-9a-f]{8}\.xlsx$/);
    await saveScreenshot(page, 'admin-user-generated-en-US-1280');
    await page.close();

    const student = await web.browser.newPage({ viewport: desktop });
    await student.goto(`${web.url}/home?l=en-US`);
    await student.getByTestId('open-login').click();
    await student.locator('#login-username').fill(username);
    await student.locator('#login-password').fill(password);
    await student.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
    await student.getByTestId('user-menu').waitFor();
    await student.close();
  });

  it('says why the form cannot be sent when the end number is below the start', async () => {
    const page = await userPage();
    await page.getByTestId('generate-from').fill('9');
    await page.getByTestId('generate-to').fill('3');
    expect(await page.getByTestId('generate-problem').textContent()).toBe(
      'The end number must not be below the start number',
    );
    expect(await page.getByTestId('generate-submit').isDisabled()).toBe(true);
    await page.close();
  });
});

describe('the user list', () => {
  it('searches, edits a user (disabling them) and deletes one after confirming', async () => {
    const tag = `e${randomUUID().slice(0, 5)}`;
    for (const name of ['a', 'b'])
      await fetch(`${web.url}/api/admin/user/insert-batch-user`, {
        method: 'POST',
        headers: { authorization: root.token, 'content-type': 'application/json' },
        body: JSON.stringify({ users: [[`${tag}${name}`, 'secret123']] }),
      });
    const page = await userPage();
    await page.getByTestId('user-search').fill(tag);
    await page.getByTestId('user-search').press('Enter');
    const table = page.getByTestId('admin-user-table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await table.locator(`tr[data-username="${tag}a"]`).getByTestId('user-edit').click();
    await page.getByTestId('edit-status').selectOption('1');
    await page.getByTestId('edit-save').click();
    await table.locator(`tr[data-username="${tag}a"]`).getByText('Disabled').waitFor();
    await expect.poll(() => page.getByTestId('toast').allTextContents()).toContain('The user was saved');
    await table.locator(`tr[data-username="${tag}b"]`).getByTestId('user-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await userCount(tag)).toBe(1);
    await page.close();
  });
});

describe('screenshots', () => {
  for (const language of ['zh-CN', 'en-US'])
    for (const [width, viewport] of [
      [1280, desktop],
      [820, tablet],
    ] as const)
      it(`shows the page in ${language} at ${width} px`, async () => {
        const page = await userPage(language, viewport);
        await page.getByTestId('generate-prefix').fill(`shot${randomUUID().slice(0, 4)}_`);
        await page.getByTestId('generate-submit').click();
        await page.getByTestId('generated-users').waitFor();
        await saveScreenshot(page, `admin-user-${language}-${width}`);
        await page.getByTestId('admin-user-table').getByTestId('user-edit').first().click();
        await page.getByTestId('edit-set-password').check();
        await page.getByTestId('edit-password').waitFor();
        await saveScreenshot(page, `admin-user-edit-${language}-${width}`);
        await page.close();
      });
});
