import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { mailedCode, startRegistering } from './accounts';

const web = browserForFile();

async function openPage(viewport = desktop, path = '/home'): Promise<Page> {
  const page = await web.browser.newPage({ viewport });
  await page.goto(`${web.url}${path}`);
  await page
    .getByTestId('home-page')
    .or(page.getByTestId('not-found'))
    .or(page.locator('form'))
    .first()
    .waitFor();
  return page;
}

describe('the web app shell', () => {
  it('shows the home page in Chinese by default, on desktop and mobile', async () => {
    const page = await openPage();
    await page.getByTestId('main-menu').getByText('题库').waitFor();
    await page.getByTestId('fortune').waitFor();
    expect(await page.title()).toMatch(/^首页 - /);
    await saveScreenshot(page, 'home-desktop');
    await page.setViewportSize(mobile);
    await saveScreenshot(page, 'home-mobile');
    await page.close();
  });

  it('switches language with the logo and with ?l=en-US', async () => {
    const page = await openPage();
    await page.getByTestId('logo').click();
    await page.getByTestId('main-menu').getByText('Problems').waitFor();
    expect(await page.title()).toMatch(/^Home - /);
    await page.close();

    const fromQuery = await openPage(desktop, '/home?l=en-US');
    await fromQuery.getByTestId('main-menu').getByText('Problems').waitFor();
    await fromQuery.getByTestId('logo').click();
    await fromQuery.getByTestId('main-menu').getByText('题库').waitFor();
    await fromQuery.close();
  });

  it('lets a newcomer register with the mailed code, log in and see their name', async () => {
    const page = await openPage(desktop, '/home?l=en-US');
    const username = `web${randomUUID().slice(0, 8)}`;
    const email = await startRegistering(page, username);
    expect(await page.getByTestId('send-code').isDisabled()).toBe(true);
    await saveScreenshot(page, 'register-dialog-desktop');
    let code = '';
    for (let attempt = 0; attempt < 50 && !code; attempt++) {
      code = await mailedCode(email).catch(() => '');
      if (!code) await page.waitForTimeout(100);
    }
    await page.locator('#register-code').fill(code);
    await page.getByTestId('register-form').getByRole('button', { name: 'Register' }).click();
    await page.getByTestId('login-form').waitFor();
    await page.locator('#login-username').fill(username);
    await page.locator('#login-password').fill('secret123');
    await saveScreenshot(page, 'login-dialog-desktop');
    await page.getByTestId('login-form').getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('user-menu').getByText(username).waitFor();
    await page.getByTestId('user-menu').click();
    await saveScreenshot(page, 'user-menu-desktop');
    await page.close();
  });

  it('opens the login dialog when a call answers 401', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    await page.goto(`${web.url}/home?l=en-US`);
    const user = {
      uid: 'x',
      username: 'ghost',
      email: 'g@x.io',
      avatar: null,
      nickname: '',
      number: 'vip2',
      roleList: ['user'],
    };
    await page.evaluate((info) => {
      localStorage.setItem('token', 'not-a-valid-token');
      localStorage.setItem('userInfo', JSON.stringify(info));
      localStorage.setItem('loginTime', String(Date.now()));
    }, user);
    // The start of a session refreshes the roles, a call that needs a login: the server refuses the token.
    await page.reload();
    await page.getByTestId('login-form').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await saveScreenshot(page, 'login-on-401-desktop');
    await page.close();
  });

  it('folds the menu on a 375 px screen and hides login-only items from visitors', async () => {
    const page = await openPage(mobile);
    expect(await page.getByTestId('main-menu').isVisible()).toBe(false);
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.getByText('题库').waitFor();
    expect(await menu.getByText('排名').count()).toBe(0);
    await saveScreenshot(page, 'mobile-menu-mobile');
    await page.close();
  });

  it('answers unknown paths with the 404 page', async () => {
    for (const [name, viewport] of [
      ['desktop', desktop],
      ['mobile', mobile],
    ] as const) {
      const page = await openPage(viewport, '/no/such/page');
      await page.getByTestId('not-found').waitFor();
      await saveScreenshot(page, `not-found-${name}`);
      await page.close();
    }
  });

  for (const [language, home, back] of [
    ['zh-CN', '返回首页', '返回上一页'],
    ['en-US', 'Back home', 'Go back'],
  ] as const)
    it(`gives the 404 page rising digits, Back to the page before and Go Home, in ${language}`, async () => {
      const page = await openPage(desktop, `/problem?l=${language}`);
      await page.getByTestId('problem-list-page').waitFor();
      // Reached from another page of the site, as a mistyped link would be.
      await page.evaluate(() => {
        history.pushState(history.state, '', '/no/such/page');
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      });
      const notFound = page.getByTestId('not-found');
      await notFound.waitFor();
      const digits = page.getByTestId('not-found-digit');
      expect(await digits.allTextContents()).toEqual(['4', '0', '4']);
      const motion = await digits.evaluateAll((spans) =>
        spans.map((span) => [getComputedStyle(span).animationName, getComputedStyle(span).animationDelay]),
      );
      expect(motion.map(([name]) => name)).toEqual(['digit-rise', 'digit-rise', 'digit-rise']);
      expect(new Set(motion.map(([, delay]) => delay)).size).toBe(3);
      await saveScreenshot(page, `not-found-desktop-${language}`);
      await page.setViewportSize(mobile);
      await saveScreenshot(page, `not-found-phone-${language}`);
      await page.setViewportSize(desktop);

      await notFound.getByRole('button', { name: back, exact: true }).click();
      await page.getByTestId('problem-list-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/problem');
      await page.goForward();
      await notFound.getByRole('link', { name: home, exact: true }).click();
      await page.getByTestId('home-page').waitFor();

      // A reader who asks for less motion sees the digits still.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${web.url}/no/such/page?l=${language}`);
      await notFound.waitFor();
      expect(await digits.first().evaluate((span) => getComputedStyle(span).animationName)).toBe('none');
      await page.close();
    });

  it('shows the reset-password page with the username from the link', async () => {
    const page = await openPage(mobile, '/reset-password?username=student1&code=abc');
    expect(await page.locator('#reset-page-username').inputValue()).toBe('student1');
    await saveScreenshot(page, 'reset-password-mobile');
    await page.close();
  });

  it('says when the username of a reset link does not exist', async () => {
    const page = await openPage(mobile, '/reset-password?username=nobody4711&code=abc');
    await page.getByText('用户名不存在').waitFor();
    await page.close();
  });
});
