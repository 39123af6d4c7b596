import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop } from './browser';
import { logIn, rootLoginForFile, type Login } from './accounts';
import { apiCall } from './api-call';
import { setWebsiteSwitches } from './website-switches';
import { newAccount } from './contest-fixtures';
import { pageAs as newPageAs } from './logged-in-page';
import { fourShots } from './four-shots';
import './provided-context';

/*
 * The discussion admin pages: a problem admin pins a student's discussion (the board lists it first),
 * disables it (the board no longer lists it to a student, and the author is told) and enables it again; deletes the chosen
 * discussions (none chosen is refused first); a report made through the API shows on the reports page
 * with its tags in the admin's language, and marking it handled sends the reporter a message of their
 * own box; the super admin renames a category and adds one; a problem admin never reaches the category
 * page.
 */

const web = browserForFile();
const root = rootLoginForFile();
const tag = randomUUID().slice(0, 6);
let moderator: Login;
let student: Login;
let reporter: Login;
let categoryId = 0;

interface Category {
  id: number;
  name: string;
}
interface Row {
  id: number;
  title: string;
  topPriority: boolean;
  status: number;
}
interface Page_<T> {
  records: T[];
  total: number;
}
interface MineMessage {
  id: number;
  title: string;
  content: string;
}

async function post(title: string): Promise<number> {
  await apiCall('/api/discussion', {
    method: 'POST',
    token: student.token,
    body: { title, description: `About ${title}`, content: `Some **text** for ${title}`, categoryId },
  });
  const list = await apiCall<Page_<Row>>(
    `/api/get-discussion-list?keyword=${encodeURIComponent(title)}&limit=10`,
    { token: student.token },
  );
  const row = list.records.find((entry) => entry.title === title);
  if (!row) throw new Error(`the board does not list "${title}"`);
  return row.id;
}

/** The board as a student reads it: the first 100 rows, pinned first. */
const board = () => apiCall<Page_<Row>>('/api/get-discussion-list?limit=100', { token: student.token });

const pageAs = (login: Login, language: 'zh-CN' | 'en-US' = 'en-US'): Promise<Page> =>
  newPageAs(() => web.browser.newPage({ viewport: desktop }), login, language);

beforeAll(async () => {
  const account = await newAccount('pad');
  await apiCall('/api/admin/user/edit-user', {
    method: 'PUT',
    token: root.token,
    body: { uid: account.user.uid, type: 1008, status: 0 },
  });
  moderator = await logIn(account.user.username, 'secret123');
  student = await newAccount('dst');
  reporter = await newAccount('drp');
  const categories = await apiCall<Category[]>('/api/discussion-category', {
    method: 'POST',
    token: root.token,
    body: [{ name: `Help ${tag}` }],
  });
  categoryId = categories.find((category) => category.name === `Help ${tag}`)?.id ?? 0;
  expect(categoryId).toBeGreaterThan(0);
}, 90_000);

describe('the discussion admin pages', () => {
  it('pin a discussion to the top of the board, disable it and enable it again', async () => {
    const title = `Pinned ${tag}`;
    const did = await post(title);
    const page = await pageAs(moderator);
    await page.goto(`${web.url}/admin/discussion?keyword=${encodeURIComponent(title)}`);
    const row = page.locator(`[data-testid="admin-discussion-row"][data-did="${did}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain(student.user.username);
    // The category's name comes with the categories' own call, which may land after the list's.
    await expect.poll(() => row.innerText()).toContain(`Help ${tag}`);
    expect(await row.getByTestId('admin-discussion-title').getAttribute('href')).toBe(
      `/discussion-detail/${did}`,
    );
    expect(await row.getByTestId('admin-discussion-title').getAttribute('target')).toBe('_blank');

    const pinned = row.getByTestId('admin-discussion-pinned');
    await pinned.click();
    await page.getByTestId('toast').filter({ hasText: 'The discussion is pinned' }).waitFor();
    await expect.poll(() => pinned.getAttribute('aria-checked')).toBe('true');
    // The student's board: ours pinned, and no unpinned row before it.
    await expect
      .poll(async () => {
        const rows = (await board()).records;
        const ours = rows.findIndex((entry) => entry.id === did);
        const firstUnpinned = rows.findIndex((entry) => !entry.topPriority);
        return ours >= 0 && rows[ours]?.topPriority === true && (firstUnpinned < 0 || ours < firstUnpinned);
      })
      .toBe(true);

    const enabled = row.getByTestId('admin-discussion-enabled');
    expect(await enabled.getAttribute('aria-checked')).toBe('true');
    await enabled.click();
    await page.getByTestId('toast').filter({ hasText: 'The discussion is disabled' }).waitFor();
    await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('false');
    expect(await row.innerText()).toContain('Disabled');
    await expect.poll(async () => (await board()).records.some((entry) => entry.id === did)).toBe(false);
    // Its author is told, in their own box of the message centre.
    const authorsMine = await apiCall<Page_<MineMessage>>('/api/msg/mine?limit=8', { token: student.token });
    expect(authorsMine.records.some((message) => message.content.includes(title))).toBe(true);
    await fourShots(page, 'admin-discussion-list');

    await enabled.click();
    await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('true');
    await expect.poll(async () => (await board()).records.some((entry) => entry.id === did)).toBe(true);
    // Unpinned again, so the board of other tests is as it was.
    await pinned.click();
    await expect.poll(() => pinned.getAttribute('aria-checked')).toBe('false');
    await page.close();
  }, 120_000);

  it('delete the chosen discussions after a confirmation, and refuse when none is chosen', async () => {
    const titles = [`Old one ${tag}`, `Old two ${tag}`];
    const ids = [await post(titles[0] as string), await post(titles[1] as string)];
    const page = await pageAs(moderator);
    await page.goto(`${web.url}/admin/discussion?keyword=${encodeURIComponent(tag)}`);
    await page.locator(`[data-testid="admin-discussion-row"][data-did="${ids[1]}"]`).waitFor();
    await page.getByTestId('admin-discussion-delete-selected').click();
    await page.getByTestId('toast').filter({ hasText: 'The chosen discussions must not be empty' }).waitFor();
    for (const did of ids)
      await page
        .locator(`[data-testid="admin-discussion-row"][data-did="${did}"]`)
        .getByTestId('admin-discussion-select')
        .check();
    await page.getByTestId('admin-discussion-delete-selected').click();
    await page.getByText('Delete the 2 chosen discussions').waitFor();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('toast').filter({ hasText: 'Deleted' }).waitFor();
    for (const did of ids)
      await page
        .locator(`[data-testid="admin-discussion-row"][data-did="${did}"]`)
        .waitFor({ state: 'detached' });
    const left = await apiCall<Page_<Row>>(
      `/api/get-discussion-list?admin=true&keyword=${encodeURIComponent(tag)}&limit=50`,
      { token: root.token },
    );
    expect(left.records.filter((entry) => ids.includes(entry.id))).toEqual([]);
    await page.close();
  }, 90_000);

  it('show a report with its tags and reason, and tell the reporter once it is handled', async () => {
    const title = `Reported ${tag}`;
    const did = await post(title);
    await apiCall('/api/discussion-report', {
      method: 'POST',
      token: reporter.token,
      body: { did, content: `#spam-ads##abuse#Links to a shop ${tag}`, reporter: reporter.user.username },
    });
    const page = await pageAs(moderator);
    await page.goto(`${web.url}/admin/discussion-report`);
    const row = page.locator(`[data-testid="admin-report-row"][data-did="${did}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-handled')).toBe('false');
    expect(await row.getByTestId('admin-report-discussion').innerText()).toBe(title);
    expect(await row.getByTestId('admin-report-discussion').getAttribute('href')).toBe(
      `/discussion-detail/${did}`,
    );
    const text = await row.innerText();
    for (const expected of [student.user.username, reporter.user.username, 'Spam or ads', 'Abuse'])
      expect(text).toContain(expected);
    expect(text).toContain(`Links to a shop ${tag}`);
    // Unhandled reports come first: no unhandled row below a handled one.
    const handled = await page
      .getByTestId('admin-report-row')
      .evaluateAll((rows) => rows.map((entry) => entry.getAttribute('data-handled')));
    if (handled.includes('true')) expect(handled.lastIndexOf('false')).toBeLessThan(handled.indexOf('true'));
    await fourShots(page, 'admin-discussion-reports');

    await row.getByTestId('admin-report-handled').click();
    await page.getByTestId('toast').filter({ hasText: 'The report is marked handled' }).waitFor();
    await expect.poll(() => row.getAttribute('data-handled')).toBe('true');
    await expect
      .poll(async () => {
        const mine = await apiCall<Page_<MineMessage>>('/api/msg/mine?limit=8', { token: reporter.token });
        return mine.records.some((message) => `${message.title} ${message.content}`.includes(title));
      })
      .toBe(true);
    await page.close();
  }, 120_000);

  it('let the super admin rename a category and add one; nothing is deleted', async () => {
    const page = await pageAs(root);
    await page.goto(`${web.url}/admin/discussion-category`);
    await page.getByTestId('discussion-category-editor').waitFor();
    await page.getByText('Nothing is deleted here').waitFor();
    const before = await apiCall<Category[]>('/api/discussion-category', { token: root.token });
    await page
      .locator(`[data-testid="discussion-category-name"][data-category-id="${categoryId}"]`)
      .fill(`Questions ${tag}`);
    await page.getByTestId('discussion-category-add').click();
    await page.locator('[data-testid="discussion-category-name"][data-category-id=""]').fill(`Chat ${tag}`);
    await page.getByTestId('discussion-category-save').click();
    await page.getByTestId('toast').filter({ hasText: 'The categories are saved' }).waitFor();
    const after = await apiCall<Category[]>('/api/discussion-category', { token: root.token });
    expect(after.find((category) => category.id === categoryId)?.name).toBe(`Questions ${tag}`);
    expect(after.some((category) => category.name === `Chat ${tag}`)).toBe(true);
    expect(after.length).toBe(before.length + 1);
    // The new row now carries its id: the editor started again from the saved list.
    await page.locator('[data-testid="discussion-category-name"][data-category-id=""]').waitFor({
      state: 'detached',
    });
    await fourShots(page, 'admin-discussion-categories');
    await page.close();
  }, 120_000);

  it('say in the list why it is empty while the public discussion area is closed', async () => {
    const switches = await apiCall<Record<string, unknown>>('/api/admin/switch/info', { token: root.token });
    const setBoard = (open: boolean) => setWebsiteSwitches(root.token, { openPublicDiscussion: open });
    await setBoard(false);
    try {
      const page = await pageAs(moderator);
      // setWebsiteSwitches returned once the server answers the switch off: one load meets it.
      await page.goto(`${web.url}/admin/discussion`);
      await expect
        .poll(() => page.getByTestId('admin-discussion-list').innerText())
        .toContain('The public discussion area is not open');
      expect(await page.getByTestId('admin-discussion-row').count()).toBe(0);
      await page.close();
    } finally {
      await setBoard(switches.openPublicDiscussion !== false);
    }
  }, 90_000);

  it('let a problem admin reach the discussions and reports but not the categories', async () => {
    const page = await pageAs(moderator, 'zh-CN');
    await page.goto(`${web.url}/admin/discussion`);
    await page.getByTestId('admin-discussion-list').waitFor();
    const menu = await page.getByTestId('admin-aside').innerText();
    expect(menu).toContain('讨论列表');
    expect(menu).toContain('讨论举报');
    expect(menu).not.toContain('讨论分类');
    await page.goto(`${web.url}/admin/discussion-report`);
    await page.getByTestId('admin-discussion-reports').waitFor();
    await page.goto(`${web.url}/admin/discussion-category`);
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await page.getByTestId('toast').filter({ hasText: '该页面仅超级管理员可访问' }).waitFor();
    expect(await page.getByTestId('discussion-category-editor').count()).toBe(0);
    const refused = await fetch(`${web.url}/api/discussion-category`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: moderator.token },
      body: JSON.stringify([{ name: `Sneaky ${tag}` }]),
    });
    expect(((await refused.json()) as { status: number }).status).not.toBe(200);
    await page.close();
  }, 90_000);
});
