import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, saveScreenshot } from './browser';
import { rootLoginForFile } from './accounts';
import { useLogin } from './submission-fixtures';
import './provided-context';

/*
 * /admin/announcement and /admin/notice against the local stack: the super admin posts an announcement
 * (markdown, a script tag included) and the home page shows it rendered, the script never run; hiding
 * it takes it off the home page. Both pages are looked at in both languages at 1280 px and 820 px.
 */

const tablet = { width: 820, height: 1180 };

const web = browserForFile();
const root = rootLoginForFile();

async function open(path: string, viewport = desktop, language = 'en-US'): Promise<Page> {
  const page = await web.browser.newPage({ viewport });
  await useLogin(page, root);
  await page.goto(`${web.url}${path}?l=${language}`);
  return page;
}

/** The success and failure messages on screen. */
const toasts = (page: Page) => page.getByTestId('toast').allTextContents();

/** The home page's announcement titles, read fresh. */
async function homeTitles(): Promise<string[]> {
  const page = await open('/home');
  const card = page.getByTestId('announcements');
  await card.waitFor();
  await page.waitForLoadState('networkidle');
  const titles = await card.locator('li button span:first-child').allTextContents();
  await page.close();
  return titles;
}

describe('the announcement page', () => {
  const title = `Exam week ${randomUUID().slice(0, 6)}`;

  it('posts an announcement the home page shows as safe markdown, and hiding it takes it off', async () => {
    const admin = await open('/admin/announcement');
    await admin.getByTestId('announcement-create').click();
    await admin.getByTestId('announcement-title').fill(title);
    await admin
      .getByTestId('announcement-content')
      .fill(
        '**Bring your ID.**\n\n<script>window.announcementScriptRan = true</script>\n\n<img src=x onerror="window.announcementScriptRan = true">',
      );
    await admin.getByTestId('announcement-editor').locator('strong', { hasText: 'Bring your ID.' }).waitFor();
    await admin.getByTestId('announcement-save').click();
    await admin.getByTestId('announcement-list').getByText(title).waitFor();
    await expect.poll(() => toasts(admin)).toContain('Announcement posted');

    const home = await open('/home');
    const card = home.getByTestId('announcements');
    await card.getByText(title).click();
    await card.locator('strong', { hasText: 'Bring your ID.' }).waitFor();
    await home.waitForTimeout(300);
    expect(
      await home.evaluate(() => (window as { announcementScriptRan?: boolean }).announcementScriptRan),
    ).toBeUndefined();
    await home.close();

    const row = admin.getByTestId('announcement-list').locator('tr', { hasText: title });
    // The box is the stored status: it turns once the server has answered and the list is read again.
    const visibleBox = row.locator('input[type=checkbox]');
    await visibleBox.click();
    await expect.poll(() => visibleBox.isChecked()).toBe(false);
    expect(await toasts(admin)).toContain('Announcement saved');
    expect(await homeTitles()).not.toContain(title);

    await visibleBox.click();
    await expect.poll(() => visibleBox.isChecked()).toBe(true);
    expect((await homeTitles())[0]).toBe(title);
    await admin.close();
  });

  it('looks right in both languages at 1280 px and on a tablet, the editor and the delete question open', async () => {
    for (const language of ['zh-CN', 'en-US'])
      for (const [name, viewport] of [
        ['1280', desktop],
        ['820', tablet],
      ] as const) {
        const page = await open('/admin/announcement', viewport, language);
        await page.getByTestId('announcement-list').getByText(title).waitFor();
        await page.getByTestId('announcement-create').click();
        await page.getByTestId('announcement-title').fill('# Title');
        await page.getByTestId('announcement-content').fill('## Preview\n\n- one\n- two\n\n$x^2$');
        await saveScreenshot(page, `admin-announcement-${language}-${name}`);
        const row = page.getByTestId('announcement-list').locator('tr', { hasText: title });
        await row.getByRole('button').last().click();
        await page.getByTestId('confirm-cancel').waitFor();
        await saveScreenshot(page, `admin-announcement-delete-${language}-${name}`);
        await page.close();
      }
  });
});

describe('a save on these pages', () => {
  it('says so in Chinese too: an announcement edited, a notice sent and edited', async () => {
    const page = await open('/admin/announcement', desktop, 'zh-CN');
    const title = `考试周 ${randomUUID().slice(0, 6)}`;
    await page.getByTestId('announcement-create').click();
    await page.getByTestId('announcement-title').fill(title);
    await page.getByTestId('announcement-content').fill('带上**学生证**。');
    await page.getByTestId('announcement-save').click();
    await expect.poll(() => toasts(page)).toContain('公告已发布');
    const row = page.getByTestId('announcement-list').locator('tr', { hasText: title });
    await row.getByRole('button', { name: '编辑' }).click();
    await page.getByTestId('announcement-title').fill(`${title}（改）`);
    await page.getByTestId('announcement-save').click();
    await expect.poll(() => toasts(page)).toContain('公告已保存');
    await saveScreenshot(page, 'admin-announcement-saved-toast-zh-CN');

    await page.goto(`${web.url}/admin/notice?l=zh-CN`);
    const notice = `停课 ${randomUUID().slice(0, 6)}`;
    await page.getByTestId('notice-create').click();
    await page.getByTestId('notice-title').fill(notice);
    await page.getByTestId('notice-content').fill('周五**停课**。');
    await page.getByTestId('notice-save').click();
    await expect.poll(() => toasts(page)).toContain('通知已发送');
    const noticeRow = page.getByTestId('notice-list').locator('tr', { hasText: notice });
    await noticeRow.getByRole('button', { name: '编辑' }).click();
    await page.getByTestId('notice-content').fill('周五和周六**停课**。');
    await page.getByTestId('notice-save').click();
    await expect.poll(() => toasts(page)).toContain('通知已保存');
    await saveScreenshot(page, 'admin-notice-saved-toast-zh-CN');
    await page.close();
  });
});

describe('the notice page', () => {
  it('stores a notice for one user and lists it pushed (delivered when saved), in both languages at 1280 px and on a tablet', async () => {
    const title = `Lab closed ${randomUUID().slice(0, 6)}`;
    const page = await open('/admin/notice');
    await page.getByTestId('notice-create').click();
    await page.getByTestId('notice-title').fill(title);
    await page.getByTestId('notice-type').selectOption('Single');
    await page.getByTestId('notice-recipient').fill(root.user.username);
    await page.getByTestId('notice-content').fill('The lab is **closed** on Friday.');
    await page.getByTestId('notice-save').click();
    const row = page.getByTestId('notice-list').locator('tr', { hasText: title });
    await row.waitFor();
    await expect.poll(() => toasts(page)).toContain('Notice sent');
    await expect(row.textContent()).resolves.toContain('Pushed');
    await expect(row.textContent()).resolves.not.toContain('Not pushed');
    await page.close();
    for (const language of ['zh-CN', 'en-US'])
      for (const [name, viewport] of [
        ['1280', desktop],
        ['820', tablet],
      ] as const) {
        const shot = await open('/admin/notice', viewport, language);
        await shot.getByTestId('notice-list').getByText(title).waitFor();
        await shot.getByTestId('notice-create').click();
        await shot.getByTestId('notice-type').selectOption('Single');
        await saveScreenshot(shot, `admin-notice-${language}-${name}`);
        await shot.close();
      }
  });
});
