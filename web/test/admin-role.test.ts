import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RoleRow } from '@oj/shared/api/admin-role';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { rootLoginForFile } from './accounts';
import { apiCall } from './api-call';
import { newUser, useLogin } from './submission-fixtures';
import './provided-context';

/*
 * /admin/role against the local stack: the super admin finds the page in the menu, reads every role
 * with the admin pages and permissions the server answers for it (functions/test/admin-role.test.ts
 * proves those are what the server enforces), gives a new account a role by its username and is told
 * why taking away their own super admin role is refused; in both languages, on a desktop and a phone.
 */

const web = browserForFile();
const root = rootLoginForFile();
const languages = ['en-US', 'zh-CN'] as const;

const words = {
  'en-US': {
    menu: 'Roles and permissions',
    assigned: (username: string) => `${username}: User → User, muted`,
    ownRole: 'You cannot remove your own super admin role',
  },
  'zh-CN': {
    menu: '角色与权限',
    assigned: (username: string) => `${username}：普通用户 → 普通用户（禁言）`,
    ownRole: '不能取消自己的超级管理员角色',
  },
} as const;

async function rolePage(language: (typeof languages)[number]): Promise<Page> {
  const page = await web.browser.newPage({ viewport: desktop });
  await useLogin(page, root);
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.goto(`${web.url}/admin?l=${language}`);
  await page.getByTestId('admin-menu').getByRole('link', { name: words[language].menu }).click();
  await page.waitForURL('**/admin/role');
  await page.getByTestId('role-1008').waitFor();
  return page;
}

/** What a role's entry on the page shows, by the server's names of its chips. */
async function shownRole(page: Page, id: number): Promise<{ accessLevels: string[]; permissions: string[] }> {
  const entry = page.getByTestId(`role-${id}`);
  const names = (testId: string) =>
    entry
      .getByTestId(testId)
      .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-name') ?? ''));
  return { accessLevels: await names('role-access'), permissions: await names('role-permission') };
}

async function shots(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', mobile],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(500);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} ${size} is wider than the window`).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(desktop);
}

describe('the role page', () => {
  for (const language of languages) {
    it(`shows every role as the server answers it, and assigns one by username, in ${language}`, async () => {
      const page = await rolePage(language);
      const rows = await apiCall<RoleRow[]>('/api/admin/role/get-role-list', { token: root.token });
      expect(rows).toHaveLength(9);
      for (const row of rows)
        expect(await shownRole(page, row.id), `role ${row.id}`).toEqual({
          accessLevels: row.accessLevels,
          permissions: row.permissions,
        });
      await expect.poll(() => page.getByTestId('role-1005').getByTestId('role-no-admin').count()).toBe(1);

      const student = await newUser('rolepage');
      await page.getByTestId('assign-username').fill(student.user.username);
      await page.getByTestId('assign-type').selectOption('1005');
      await page.getByTestId('assign-submit').click();
      await page
        .getByTestId('toast')
        .filter({ hasText: words[language].assigned(student.user.username) })
        .waitFor();
      await shots(page, `admin-role-${language}`);

      await page.getByTestId('assign-username').fill(root.user.username);
      await page.getByTestId('assign-type').selectOption('1002');
      await page.getByTestId('assign-submit').click();
      await page.getByTestId('toast').filter({ hasText: words[language].ownRole }).waitFor();
      await page.close();
    }, 60_000);
  }
});
