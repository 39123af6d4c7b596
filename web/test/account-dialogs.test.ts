import { describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { defaultWebsiteConfig } from '@oj/shared/domain/website-config';
import { browserForFile, desktop, saveScreenshot } from './browser';
import { logIn, mailedCode, registerUser, startRegistering } from './accounts';
import './provided-context';

const web = browserForFile();

async function openHome(): Promise<Page> {
  const page = await web.browser.newPage({ viewport: desktop });
  await page.goto(`${web.url}/home?l=en-US`);
  await page.getByTestId('home-page').waitFor();
  return page;
}

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; msg: string }> {
  const response = await fetch(`${web.url}${path}`, {
    method: path.includes('set-web-config') ? 'PUT' : 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      ...(token ? { authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; msg: string };
}

describe('the account dialogs', () => {
  it('opens the login dialog with the new username filled in after registering', async () => {
    const page = await openHome();
    const username = `reg${randomUUID().slice(0, 8)}`;
    const email = await startRegistering(page, username);
    await page.locator('#register-code').fill(await mailedCode(email));
    await page.getByTestId('register-form').getByRole('button', { name: 'Register' }).click();
    await page.getByTestId('login-form').waitFor();
    expect(await page.locator('#login-username').inputValue()).toBe(username);
    await page.locator('#login-password').fill('secret123');
    await page.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('user-menu').waitFor();
    await page.close();
  });

  for (const [language, path, heading] of [
    ['en-US', '/setting', 'settings'],
    ['zh-CN', '/message/reply', 'message-centre'],
  ] as const)
    it(`returns to ${path} after the login it sent a visitor to, in ${language}`, async () => {
      const username = `ret${randomUUID().slice(0, 8)}`;
      await registerUser(username, 'secret123');
      const page = await web.browser.newPage({ viewport: desktop });
      await page.goto(`${web.url}${path}?l=${language}`);
      await page.getByTestId('login-form').waitFor();
      expect(new URL(page.url()).pathname).toBe('/home');
      await saveScreenshot(page, `login-return-dialog-${language}`);
      await page.locator('#login-username').fill(username);
      await page.locator('#login-password').fill('secret123');
      await page.getByTestId('login-form').locator('button[type="submit"]').click();
      await page.waitForURL((address) => address.pathname === path);
      await page.getByTestId(heading).waitFor();
      await page.getByTestId('user-menu').waitFor();
      await page.close();
    });

  it('stays where it is after a login the visitor asked for, once a guard’s dialog was closed', async () => {
    const username = `ret${randomUUID().slice(0, 8)}`;
    await registerUser(username, 'secret123');
    const page = await web.browser.newPage({ viewport: desktop });
    await page.goto(`${web.url}/setting?l=en-US`);
    await page.getByTestId('login-form').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('login-form').waitFor({ state: 'detached' });
    await page.goto(`${web.url}/problem?l=en-US`);
    await page.getByTestId('open-login').click();
    await page.locator('#login-username').fill(username);
    await page.locator('#login-password').fill('secret123');
    await page.getByTestId('login-form').locator('button[type="submit"]').click();
    await page.getByTestId('user-menu').waitFor();
    expect(new URL(page.url()).pathname).toBe('/problem');
    await page.close();
  });

  it('shows the slide puzzle after a reload when the server demands it', async () => {
    const username = `puz${randomUUID().slice(0, 8)}`;
    await registerUser(username, 'secret123');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/api/login', { username, password: `wrong-${attempt}` })).status).toBe(400);
    }
    // The fifth failure holds the name back 15 seconds; then the server wants the puzzle.
    await new Promise((resolve) => setTimeout(resolve, 15_500));
    const page = await openHome();
    await page.getByTestId('open-login').click();
    await page.locator('#login-username').fill(username);
    await page.locator('#login-password').fill('secret123');
    await page.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('slide-puzzle').waitFor();
    const pictures = await page
      .getByTestId('slide-puzzle')
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src.slice(0, 22)));
    expect(pictures).toEqual(['data:image/png;base64,', 'data:image/png;base64,']);
    await saveScreenshot(page, 'login-slide-puzzle');
    await page.close();
  }, 60_000);

  it('hides every way to register while the website config closes registration', async () => {
    const stack = inject('localStack');
    const admin = await logIn(stack.adminUsername, stack.adminPassword);
    const save = (register: boolean) =>
      post('/api/admin/config/set-web-config', { ...defaultWebsiteConfig, register }, admin.token);
    expect((await save(false)).status).toBe(200);
    try {
      const page = await openHome();
      await page.getByTestId('open-login').waitFor();
      // The config may be cached for a few seconds by the server: reload until the closed one arrives.
      for (
        let attempt = 0;
        attempt < 20 && (await page.getByTestId('open-register').count()) > 0;
        attempt++
      ) {
        await page.waitForTimeout(500);
        if (attempt % 4 === 3) await page.reload();
        await page.getByTestId('open-login').waitFor();
      }
      expect(await page.getByTestId('open-register').count()).toBe(0);
      await page.getByTestId('open-login').click();
      await page.getByTestId('login-form').waitFor();
      expect(await page.getByRole('button', { name: 'No account? Register' }).count()).toBe(0);
      await page.close();
    } finally {
      await save(true);
    }
  });
});
