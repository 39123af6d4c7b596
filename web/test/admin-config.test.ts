import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { fourShots } from './four-shots';
import { rootLoginForFile } from './accounts';
import { useLogin } from './submission-fixtures';
import './provided-context';

/*
 * /admin/conf, /admin/switch and /admin/judge against the local stack: every switch and quota of the
 * contract on the switch page, saved with a toast; registration off on the switch page refuses the register call and closes the public register button, then on again; a new short
 * name shows in the public header; an uploaded carousel picture shows on /home and goes when deleted;
 * screenshots of the three pages in both languages at 1280 and 820 px, and of the carousel on both
 * pages on a desktop and a phone.
 */

const web = browserForFile();
const tablet = { width: 820, height: 1180 };
const root = rootLoginForFile();

async function rootPage(path: string, language = 'en-US', viewport = desktop): Promise<Page> {
  const page = await web.browser.newPage({ viewport });
  await useLogin(page, root);
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.goto(`${web.url}${path}?l=${language}`);
  return page;
}

async function registerCodeStatus(): Promise<number> {
  const response = await fetch(`${web.url}/api/get-register-code?email=b${Date.now()}%40example.com`);
  return ((await response.json()) as { status: number }).status;
}

async function setRegister(page: Page, on: boolean): Promise<void> {
  const toggle = page.getByTestId('switch-register');
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await page.getByTestId('switch-save').click();
  await expect
    .poll(
      async () =>
        (
          (await fetch(`${web.url}/api/admin/switch/info`, { headers: { authorization: root.token } }).then(
            (r) => r.json(),
          )) as { data: { register: boolean } }
        ).data.register,
    )
    .toBe(on);
}

/**
 * A fresh load of /home that waits for the public config to arrive and be drawn: until it does, the
 * header shows the defaults. The config answers from a five-second cache, so callers look again.
 */
async function loadWithConfig(visitor: Page): Promise<void> {
  const config = visitor.waitForResponse((response) => response.url().includes('/api/get-website-config'), {
    timeout: 8_000,
  });
  await visitor.goto(`${web.url}/home?l=en-US`, { timeout: 8_000 });
  await config;
  // A moment for React Query to hand the answer over and React to draw it.
  await visitor.waitForTimeout(300);
}

describe('the switch page', () => {
  it('turns registration off, so the register call is refused and the register button closes, then on again', async () => {
    const page = await rootPage('/admin/switch');
    await setRegister(page, false);
    try {
      expect(await registerCodeStatus()).toBe(403);
      const visitor = await web.browser.newPage({ viewport: desktop });
      await expect
        .poll(
          async () => {
            await loadWithConfig(visitor);
            return visitor.getByTestId('open-register').count();
          },
          { timeout: 40_000, interval: 2_000 },
        )
        .toBe(0);
      await visitor.close();
    } finally {
      await setRegister(page, true);
    }
    expect(await registerCodeStatus()).toBe(200);
    await page.close();
  });
});

describe('every switch and quota of the contract', () => {
  it('shows each with its label and help in both languages, saves a quota and a remote judge account, and says so', async () => {
    const switchesBefore = (
      (await fetch(`${web.url}/api/admin/switch/info`, { headers: { authorization: root.token } }).then((r) =>
        r.json(),
      )) as { data: Record<string, unknown> }
    ).data;
    const page = await rootPage('/admin/switch', 'zh-CN');
    await page.getByTestId('switch-openContestJudge').waitFor();
    for (const text of [
      '评测比赛题目',
      '隐藏比赛外提交的代码',
      '发讨论所需的通过题数',
      '每人最多拥有团队数',
      '远程评测账号',
    ])
      await page.getByText(text, { exact: true }).first().waitFor();
    await page.getByText('关闭后，讨论区只对管理员开放。').waitFor();
    await page.getByTestId('switch-group-limit').fill('7');
    await page.getByTestId('add-account-hdu').click();
    await page.getByLabel('HDU 账号 1：用户名').fill('hdu-bot');
    await page.getByLabel('HDU 账号 1：密码').fill('hdu-secret');
    await page.getByTestId('switch-save').click();
    try {
      await page.getByTestId('toast').filter({ hasText: '开关已保存' }).waitFor();
      const saved = (await fetch(`${web.url}/api/admin/switch/info`, {
        headers: { authorization: root.token },
      }).then((r) => r.json())) as { data: Record<string, unknown> };
      expect(saved.data).toMatchObject({
        defaultCreateGroupLimit: 7,
        hduUsernameList: ['hdu-bot'],
        hduPasswordList: ['hdu-secret'],
      });
      // Loaded again (the language switch reloads a page without the site's footer): what was saved.
      await fourShots(page, 'admin-switch-all');
      await page.evaluate(() => localStorage.setItem('language', 'en-US'));
      await page.goto(`${web.url}/admin/switch?l=en-US`);
      await page.getByText('Judge contest problems', { exact: true }).waitFor();
      await page.getByText('Off: the discussion board is closed to everyone but admins.').waitFor();
      expect(await page.getByLabel('HDU account 1: username').inputValue()).toBe('hdu-bot');
      expect(await page.getByTestId('switch-group-limit').inputValue()).toBe('7');
    } finally {
      await fetch(`${web.url}/api/admin/switch/update`, {
        method: 'PUT',
        headers: { authorization: root.token, 'content-type': 'application/json' },
        body: JSON.stringify({ ...switchesBefore, hduUsernameList: [], hduPasswordList: [] }),
      });
    }
    await page.close();
  });
});

describe('a value the server refuses', () => {
  it('shows as the field’s label and the rule in the page’s language, never the field’s name', async () => {
    const sentences = {
      'zh-CN': '提交间隔（秒）不能大于 600',
      'en-US': 'Submit interval (seconds) must be at most 600',
    } as const;
    for (const language of ['zh-CN', 'en-US'] as const)
      for (const [size, viewport] of [
        ['desktop', desktop],
        ['phone', mobile],
      ] as const) {
        const page = await rootPage('/admin/switch', language, viewport);
        const interval = page.getByTestId('switch-interval');
        await expect.poll(async () => interval.inputValue()).not.toBe('');
        await interval.fill('601');
        await page.getByTestId('switch-save').click();
        const toast = page.getByTestId('toast').filter({ hasText: sentences[language] });
        await toast.waitFor();
        expect(await toast.innerText()).not.toContain('defaultSubmitInterval');
        await saveScreenshot(page, `admin-switch-refused-${size}-${language}`);
        await page.close();
      }
  });
});

describe('the website config page', () => {
  it('saves a new short name that the public header shows', async () => {
    const page = await rootPage('/admin/conf');
    const field = page.getByTestId('web-shortName');
    await expect.poll(async () => field.inputValue()).not.toBe('');
    const before = await field.inputValue();
    await field.fill('TESTOJ');
    await page.getByTestId('web-save').click();
    try {
      const visitor = await web.browser.newPage({ viewport: desktop });
      await expect
        .poll(
          async () => {
            await loadWithConfig(visitor);
            return visitor.getByRole('banner').innerText({ timeout: 5_000 });
          },
          { timeout: 40_000, interval: 2_000 },
        )
        .toContain('TESTOJ');
      await visitor.close();
    } finally {
      await field.fill(before);
      await page.getByTestId('web-save').click();
    }
    await page.close();
  });

  it('uploads a carousel picture that /home shows, and deletes it', async () => {
    const page = await rootPage('/admin/conf');
    await page
      .getByTestId('carousel-file')
      .setInputFiles(join(import.meta.dirname, '..', 'public', 'favicon.ico'));
    // A favicon is not one of the accepted types: refused; a real PNG is taken.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByTestId('carousel-file')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
    await expect.poll(async () => page.getByTestId('carousel-picture').count()).toBe(1);
    const src = await page.getByTestId('carousel-picture').locator('img').getAttribute('src');
    const home = await web.browser.newPage({ viewport: desktop });
    await expect
      .poll(
        async () => {
          // The carousel call answers from a ten-second cache, and the page draws the pictures only once
          // its answer arrives: each look is a fresh load that waits a little for the picture.
          await home.goto(`${web.url}/home?l=en-US`, { timeout: 8_000 });
          return home
            .locator(`[data-testid="carousel"] img[src="${src}"]`)
            .first()
            .waitFor({ timeout: 4_000 })
            .then(() => 1)
            .catch(() => 0);
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await fourShots(home, 'home-carousel');

    const card = page.getByTestId('carousel-config');
    await card.scrollIntoViewIfNeeded();
    await fourShots(page, 'admin-conf-carousel');
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(async () => page.getByTestId('carousel-picture').count()).toBe(0);
    expect((await fetch(`${web.url}${src ?? ''}`)).status).toBe(404);
    await home.close();
    await page.close();
  });

  it('shows the conf, switch and judge pages in both languages at 1280 and 820 px', async () => {
    for (const language of ['zh-CN', 'en-US'])
      for (const [width, viewport] of [
        ['1280', desktop],
        ['820', tablet],
      ] as const)
        for (const path of ['/admin/conf', '/admin/switch', '/admin/judge']) {
          const page = await rootPage(path, language, viewport);
          await page.waitForLoadState('networkidle');
          await saveScreenshot(page, `admin-${path.split('/')[2]}-${language}-${width}`);
          await page.close();
        }
  });
});
