import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { difficultyNamesIn } from '@oj/shared/domain/difficulty';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { rootLoginForFile } from './accounts';
import { fourShots } from './four-shots';
import { pageAs } from './logged-in-page';
import { api } from './submission-fixtures';
import './provided-context';

/*
 * One set of difficulty names (spec §3) on every screen that shows one: the admin problem form's
 * choices, the problem list's filter and rows, and the problem page, in both languages, for a problem
 * saved at level 3 (提高, Hard+). The admin form once offered 简单/中等/困难/较难/极难 instead.
 */

const web = browserForFile();
const root = rootLoginForFile();
const languages = ['zh-CN', 'en-US'] as const;
const marker = `Lv${randomUUID().slice(0, 6)}`;
const problemId = `D${randomUUID().slice(0, 6).toUpperCase()}`;
let pid = 0;

async function problemAtLevelThree(): Promise<number> {
  if (pid) return pid;
  const created = await api<{ pid: number }>('/api/admin/problem', {
    method: 'POST',
    token: root.token,
    body: JSON.stringify({
      problem: {
        problemId,
        title: `${marker} levels`,
        description: 'Add two numbers.',
        input: 'a b',
        output: 'a+b',
        type: 0,
        difficulty: 3,
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: ['C'],
      isUploadTestCase: false,
      judgeMode: 'default',
    }),
  });
  pid = created.pid;
  return pid;
}

const visibleTags = (page: Page) => page.locator('[data-testid="difficulty-tag"]:visible');

describe('the difficulty names', () => {
  for (const language of languages) {
    const names = Object.values(difficultyNamesIn(language));

    it(`are the admin form's choices, with the saved level chosen, in ${language}`, async () => {
      const saved = await problemAtLevelThree();
      const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), root, language);
      await page.goto(`${web.url}/admin/problem/edit/${saved}?l=${language}`);
      const select = page.getByTestId('field-difficulty');
      await expect.poll(() => select.inputValue()).toBe('3');
      expect(await select.locator('option').allTextContents()).toEqual(names);
      await select.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `difficulty-admin-form-desktop-${language}`);
      await page.setViewportSize(mobile);
      await select.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await saveScreenshot(page, `difficulty-admin-form-phone-${language}`);
      await page.close();
    });

    it(`are the problem list's filter and the problem page's tag in ${language}`, async () => {
      await problemAtLevelThree();
      const page = await web.browser.newPage({ viewport: desktop });
      await page.goto(`${web.url}/problem?l=${language}&keyword=${marker}`);
      const filter = page.getByTestId('difficulty-filter');
      await expect.poll(() => filter.getByRole('button').allTextContents()).toHaveLength(6);
      expect((await filter.getByRole('button').allTextContents()).slice(1)).toEqual(names);
      const row = page.getByTestId('problem-row').filter({ hasText: marker });
      await expect
        .poll(() => row.locator('[data-testid="difficulty-tag"]:visible').textContent())
        .toBe(names[3]);
      await filter.getByRole('button', { name: names[3], exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('difficulty')).toBe('3');
      await row.waitFor();

      await page.goto(`${web.url}/problem/${problemId}?l=${language}`);
      const difficulty = page.getByTestId('problem-difficulty');
      await expect
        .poll(() => difficulty.locator('[data-testid="difficulty-tag"]').textContent())
        .toBe(names[3]);
      expect(await visibleTags(page).count()).toBe(1);
      if (language === 'en-US') await fourShots(page, 'difficulty-problem-page');
      await page.close();
    });
  }
});
