import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { adminGetDbAndRedisConfig } from '@oj/shared/api/admin-config';
import type { CallResponse } from '@oj/shared/api/define-call';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { rootLoginForFile } from './accounts';
import { apiCall } from './api-call';
import { useLogin } from './submission-fixtures';
import './provided-context';

/*
 * /admin/database against the local stack: the super admin opens it from the menu and reads the
 * table, its region and the endpoint the server answers, with nothing to edit; in both languages, on a
 * desktop and a phone.
 */

const web = browserForFile();
const root = rootLoginForFile();
const languages = ['en-US', 'zh-CN'] as const;
const menu = { 'en-US': 'Database', 'zh-CN': '数据库' } as const;
const localNote = {
  'en-US': 'DynamoDB Local or LocalStack',
  'zh-CN': 'DynamoDB Local 或 LocalStack',
} as const;

async function databasePage(language: (typeof languages)[number]): Promise<Page> {
  const page = await web.browser.newPage({ viewport: desktop });
  await useLogin(page, root);
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.goto(`${web.url}/admin?l=${language}`);
  await page.getByTestId('admin-menu').getByRole('link', { name: menu[language], exact: true }).click();
  await page.waitForURL('**/admin/database');
  await page.getByTestId('storage-table').waitFor();
  return page;
}

describe('the database page', () => {
  for (const language of languages) {
    it(`shows the table, its region and endpoint, read-only, in ${language}`, async () => {
      const storage = await apiCall<CallResponse<typeof adminGetDbAndRedisConfig>>(
        '/api/admin/config/get-db-and-redis-config',
        { token: root.token },
      );
      const page = await databasePage(language);
      expect(await page.getByTestId('storage-table').innerText()).toBe(storage.dbName);
      expect(await page.getByTestId('storage-region').innerText()).toBe(storage.region);
      expect(await page.getByTestId('storage-endpoint').innerText()).toContain(storage.endpoint);
      expect(await page.getByTestId('storage-endpoint').innerText()).toContain(localNote[language]);
      const settings = page.getByTestId('storage-settings');
      expect(await settings.locator('input, textarea, select, button').count()).toBe(0);
      for (const [size, viewport] of [
        ['desktop', desktop],
        ['phone', mobile],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(500);
        await saveScreenshot(page, `admin-database-${language}-${size}`);
      }
      await page.close();
    });
  }
});
