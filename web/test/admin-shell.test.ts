import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiAreas, tableDefinition } from '@oj/shared';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { logIn, registerUser, rootLoginForFile } from './accounts';
import { useLogin } from './submission-fixtures';
import './provided-context';

/*
 * The admin shell against the local stack: /admin/login as its own page, the guard (visitors, users,
 * admins on super-admin pages, unknown paths), the side menu per role, the session rules, the user
 * menu's admin entry; screenshots of the login page and the dashboard with its menu in both languages
 * at 1280 and 820 px, and on a 390 px phone.
 */

const web = browserForFile();
const tablet = { width: 820, height: 1180 };
/** A phone: the admin area is made for 1280 px and tablets, but stays usable here. */
const phone = { width: 390, height: 844 };
const superAdminOnly = ['user', 'announcement', 'notice', 'conf', 'switch'];
const root = rootLoginForFile();
let student: { username: string; password: string };
let admin: { username: string; password: string };

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', init.token);
  headers.set('content-type', 'application/json');
  const response = await fetch(`${web.url}${path}`, { ...init, headers });
  const envelope = (await response.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

beforeAll(async () => {
  const suffix = Date.now().toString(36).slice(-6);
  student = { username: `shs${suffix}`, password: 'secret123' };
  admin = { username: `sha${suffix}`, password: 'secret123' };
  await registerUser(student.username, student.password);
  const adminLogin = await registerUser(admin.username, admin.password);
  await api('/api/admin/user/edit-user', {
    method: 'PUT',
    token: root.token,
    body: JSON.stringify({ uid: adminLogin.user.uid, type: 1001, status: 0 }),
  });
});

/** A fresh page with no login, in `language`. */
async function visitorPage(language = 'en-US', viewport = desktop): Promise<Page> {
  const page = await web.browser.newPage({ viewport });
  await useLogin(page, null);
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  return page;
}

/** /admin/login, with or without the page it is to return to. */
const atAdminLogin = (address: URL) => address.pathname === '/admin/login';

async function logInAtAdminLogin(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#admin-login-username').fill(username);
  await page.locator('#admin-login-password').fill(password);
  await page.getByTestId('admin-login-submit').click();
}

async function menuEntries(page: Page): Promise<string[]> {
  await page.getByTestId('admin-menu').waitFor();
  return page
    .getByTestId('admin-menu')
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid') ?? ''));
}

describe('the admin login page', () => {
  it('sends a visitor from /admin and from an unknown /admin path to /admin/login', async () => {
    const page = await visitorPage();
    for (const path of ['/admin', '/admin/xyz', '/admin/user']) {
      await page.goto(`${web.url}${path}?l=en-US`);
      await page.waitForURL(atAdminLogin);
      await page.getByTestId('admin-login-page').waitFor();
    }
    // The admin strings load with the admin area: the title is translated, not a key.
    await expect.poll(() => page.title()).toMatch(/^Admin login - /);
    // Its own page: the site's header (with its login button) is not drawn around it.
    expect(await page.getByTestId('open-login').count()).toBe(0);
    await page.close();
  });

  it('says "Please check your username or password" for a wrong password', async () => {
    const page = await visitorPage();
    await page.goto(`${web.url}/admin/login?l=en-US`);
    await logInAtAdminLogin(page, 'root', 'not-the-password');
    await expect
      .poll(() => page.getByTestId('toast').allTextContents())
      .toContain('Please check your username or password');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.close();
  });

  it('refuses a normal user with "Please login again with the administrator account!"', async () => {
    const page = await visitorPage();
    await page.goto(`${web.url}/admin/login?l=en-US`);
    await logInAtAdminLogin(page, student.username, student.password);
    await expect
      .poll(() => page.getByTestId('toast').allTextContents())
      .toContain('Please login again with the administrator account!');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.close();
  });

  it('also refuses a user already logged in on the site who opens /admin', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    await useLogin(page, await logIn(student.username, student.password));
    await page.goto(`${web.url}/admin?l=en-US`);
    await page.waitForURL(atAdminLogin);
    await expect
      .poll(() => page.getByTestId('toast').allTextContents())
      .toContain('Please login again with the administrator account!');
    await page.close();
  });
});

/** The super admin's name and password, as the stack printed them. */
function rootAccount(): { username: string; password: string } {
  const { adminUsername, adminPassword } = inject('localStack');
  return { username: adminUsername, password: adminPassword };
}

describe('the way back after the admin login', () => {
  it('returns a visitor sent to /admin/login from an admin page to that page, query included', async () => {
    const page = await visitorPage();
    await page.goto(`${web.url}/admin/problems?keyword=zz&currentPage=1&l=en-US`);
    await page.getByTestId('admin-login-page').waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/problems?keyword=zz&currentPage=1');
    await logInAtAdminLogin(page, rootAccount().username, rootAccount().password);
    await page.waitForURL((address) => address.pathname === '/admin/problems');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('zz');
    await page.close();
  });

  it('returns a page whose login ended (a 401) to the same page after logging in again', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    await useLogin(page, { token: 'not-a-token', user: root.user });
    await page.goto(`${web.url}/admin/judge?l=en-US`);
    await page.getByTestId('admin-login-page').waitFor();
    await logInAtAdminLogin(page, rootAccount().username, rootAccount().password);
    await page.waitForURL((address) => address.pathname === '/admin/judge');
    await page.close();
  });

  // The disguises of another origin are unit-tested in lib/login-return.test.ts; these three go the
  // whole way through the router, which once let the raw query through beside the checked one.
  for (const hostile of ['//evil.example/admin', 'https://evil.example/admin', '/\\evil.example'])
    it(`never follows a redirect outside the admin area (${hostile})`, async () => {
      const page = await visitorPage();
      await page.goto(`${web.url}/admin/login?redirect=${encodeURIComponent(hostile)}&l=en-US`);
      await page.getByTestId('admin-login-page').waitFor();
      await logInAtAdminLogin(page, rootAccount().username, rootAccount().password);
      await page.getByTestId('admin-dashboard').waitFor();
      const address = new URL(page.url());
      expect(address.origin).toBe(new URL(web.url).origin);
      expect(address.pathname.replace(/\/$/, '')).toBe('/admin');
      await page.close();
    });
});

describe('the super admin', () => {
  it('logs in at /admin/login and sees the dashboard with every menu entry', async () => {
    const { adminUsername, adminPassword } = inject('localStack');
    const page = await visitorPage();
    await page.goto(`${web.url}/admin/login?l=en-US`);
    await logInAtAdminLogin(page, adminUsername, adminPassword);
    await page.waitForURL((address) => address.pathname === '/admin' || address.pathname === '/admin/');
    await page.getByTestId('admin-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('figure-users').textContent()).toMatch(/Users\d+/);
    expect(await page.title()).toMatch(/^Dashboard - /);
    expect(await page.getByTestId('chart-day').count()).toBe(14);
    expect(await page.getByTestId('last-login').textContent()).toMatch(/Last login|first login/);
    const entries = await menuEntries(page);
    for (const name of ['dashboard', 'problems', 'problem-create', 'problem-tag', 'judge', ...superAdminOnly])
      expect(entries).toContain(`admin-menu-${name}`);
    expect(await page.getByTestId('admin-breadcrumbs').textContent()).toContain('Dashboard');
    await page.close();
  });

  it('is sent to /admin/login when the login is removed in another tab and this one becomes visible', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    await useLogin(page, root);
    await page.goto(`${web.url}/admin?l=en-US`);
    await page.getByTestId('admin-dashboard').waitFor();
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('userInfo');
      localStorage.removeItem('loginTime');
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForURL(atAdminLogin);
    await page.close();
  });
});

describe('answers refused by the server', () => {
  it('sends a login the server no longer knows (401) to /admin/login', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    await useLogin(page, { token: 'not-a-token', user: root.user });
    await page.goto(`${web.url}/admin?l=en-US`);
    await page.waitForURL(atAdminLogin);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.close();
  });

  it('sends an admin whose stored roles still say super admin from a super-admin page back to /admin', async () => {
    const login = await logIn(admin.username, admin.password);
    const page = await web.browser.newPage({ viewport: desktop });
    await useLogin(page, { ...login, user: { ...login.user, roleList: ['root'] } });
    await page.goto(`${web.url}/admin/user?l=en-US`);
    await page.getByTestId('admin-dashboard').waitFor();
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/admin');
    await expect.poll(() => menuEntries(page)).not.toContain('admin-menu-user');
    await page.close();
  });
});

describe('an admin (role 1001)', () => {
  it('does not see the super-admin pages in the menu and is sent away from /admin/user', async () => {
    const page = await visitorPage();
    await page.goto(`${web.url}/admin/login?l=en-US`);
    await logInAtAdminLogin(page, admin.username, admin.password);
    await page.getByTestId('admin-dashboard').waitFor();
    const entries = await menuEntries(page);
    expect(entries).toContain('admin-menu-problems');
    expect(entries).toContain('admin-menu-judge');
    for (const name of superAdminOnly) expect(entries).not.toContain(`admin-menu-${name}`);
    for (const path of ['/admin/user', '/admin/switch']) {
      await page.goto(`${web.url}${path}?l=en-US`);
      await page.getByTestId('admin-dashboard').waitFor();
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/admin');
    }
    await page.close();
  });
});

describe('a page not built yet', () => {
  for (const language of ['en-US', 'zh-CN'] as const)
    it(`is in the menu as coming, no link, and its address says so instead of showing the dashboard, in ${language}`, async () => {
      const words = {
        'en-US': { mark: 'coming', heading: 'Import/export: coming', back: 'Go to Problem list' },
        'zh-CN': { mark: '即将推出', heading: '导入导出题目：即将推出', back: '前往题目列表' },
      }[language];
      const page = await web.browser.newPage({ viewport: desktop });
      await useLogin(page, root);
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto(`${web.url}/admin?l=${language}`);
      await page.getByTestId('admin-dashboard').waitFor();
      const entry = page.getByTestId('admin-menu-problem-batch-operation');
      expect(await entry.getAttribute('aria-disabled')).toBe('true');
      expect(await entry.evaluate((element) => element.tagName)).not.toBe('A');
      expect(await entry.textContent()).toContain(words.mark);
      await entry.click({ force: true });
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/admin');

      await page.goto(`${web.url}/admin/problem/batch-operation?l=${language}`);
      const notice = page.getByTestId('admin-coming-page');
      await notice.waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/problem/batch-operation');
      expect(await page.getByTestId('admin-dashboard').count()).toBe(0);
      expect(await notice.locator('h1').textContent()).toBe(words.heading);
      await saveScreenshot(page, `admin-coming-desktop-${language}`);
      await page.setViewportSize(phone);
      // The side menu slides away below 1024 px: the shot waits until it is out of the window.
      await expect
        .poll(async () => {
          const aside = await page.getByTestId('admin-aside').boundingBox();
          return (aside?.x ?? 0) + (aside?.width ?? 0);
        })
        .toBeLessThanOrEqual(0);
      await saveScreenshot(page, `admin-coming-phone-${language}`);
      await page.getByTestId('admin-menu-toggle').click();
      await expect.poll(async () => (await page.getByTestId('admin-aside').boundingBox())?.x).toBe(0);
      await saveScreenshot(page, `admin-coming-menu-phone-${language}`);
      await page.getByTestId('admin-aside').locator('button').first().click();
      await notice.getByRole('link', { name: words.back }).click();
      await page.waitForURL('**/admin/problems**');
      await page.close();
    });
});

describe('the user menu', () => {
  it('opens /admin/ in a new page from the admin entry', async () => {
    const page = await web.browser.newPage({ viewport: desktop });
    await useLogin(page, root);
    await page.goto(`${web.url}/home?l=en-US`);
    await page.getByTestId('user-menu').click();
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('admin-entry').click(),
    ]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toMatch(/^\/admin\/?$/);
    await opened.getByTestId('admin-dashboard').waitFor();
    await page.close();
  });
});

/**
 * What a running site would have: a judge worker that just reported (the test stack runs none) and
 * submissions on a few of the last days, written as the worker and the verdicts write them.
 */
async function seedDashboard(): Promise<void> {
  Object.assign(process.env, inject('localStack').env);
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const TableName = process.env[tableDefinition.envVar] ?? tableDefinition.localName;
  await client.send(
    new PutCommand({
      TableName,
      Item: {
        pk: 'JUDGEWORKER',
        sk: 'shell-test-worker',
        workerId: 'shell-test-worker',
        languages: ['C', 'C++', 'Java', 'Python3'],
        address: '10.0.3.7',
        cpuCores: 2,
        slots: 2,
        cpuLoad: 0.42,
        memoryLoad: 0.3,
        lastSeen: new Date().toISOString(),
        expiresAt: Math.floor(Date.now() / 1000) + 600,
      },
    }),
  );
  for (const [daysAgo, total] of [
    [0, 7],
    [1, 12],
    [4, 3],
    [9, 20],
  ] as const) {
    const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await client.send(
      new UpdateCommand({
        TableName,
        Key: { pk: 'SITEDAY', sk: day },
        UpdateExpression: 'ADD #total :total',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':total': total },
      }),
    );
  }
}

describe('the dashboard', () => {
  it('shows the workers seen in the last minute with their address, load and languages, and the days with submissions', async () => {
    await seedDashboard();
    const page = await web.browser.newPage({ viewport: desktop });
    await useLogin(page, root);
    await page.goto(`${web.url}/admin?l=en-US`);
    const worker = page.getByTestId('worker').filter({ hasText: 'shell-test-worker' });
    await worker.waitFor();
    expect(await worker.textContent()).toContain('C · C++ · Java · Python3');
    expect(await worker.getByTestId('worker-figures').textContent()).toBe(
      '10.0.3.7 · CPU 42.00% · memory 30.00%',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(
      Number(
        await page.locator(`[data-testid="chart-day"][data-date="${today}"]`).getAttribute('data-count'),
      ),
    ).toBeGreaterThanOrEqual(7);
    expect(
      Number(await page.getByTestId('figure-week').locator('p').nth(1).textContent()),
    ).toBeGreaterThanOrEqual(22);
    // The API service card: the answering machine's loads, as the contract writes them.
    await expect.poll(() => page.getByTestId('service-memory').textContent()).toMatch(/^\d+\.\d{2}%$/);
    expect(await page.getByTestId('service-cpu').textContent()).toMatch(/^\d+\.\d{2}%$/);
    await page.close();
  });
});

describe('the API service card', () => {
  const words = {
    'zh-CN': { healthy: '健康', states: ['健康', '故障', '空闲', '尚未见到'], admin: '后台管理' },
    'en-US': {
      healthy: 'Healthy',
      states: ['Healthy', 'Failing', 'Idle', 'Not seen yet'],
      admin: 'Admin area',
    },
  } as const;
  for (const language of ['zh-CN', 'en-US'] as const)
    for (const [name, viewport] of [
      ['desktop', desktop],
      ['phone', mobile],
    ] as const)
      it(`lists every API area function with its state in words, those serving the page healthy, in ${language} on a ${name}`, async () => {
        const page = await web.browser.newPage({ viewport });
        await useLogin(page, root);
        await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
        // The page itself calls the site area (its configuration) and the admin area.
        await page.goto(`${web.url}/admin?l=${language}`);
        const rows = page.getByTestId('service-area');
        await expect.poll(() => rows.count()).toBe(apiAreas.length);
        for (const area of ['admin', 'site']) {
          const row = page.locator(`[data-testid="service-area"][data-area="${area}"]`);
          await expect.poll(() => row.getAttribute('data-state')).toBe('healthy');
          expect(await row.getByTestId('service-area-state').textContent()).toBe(words[language].healthy);
          expect(await row.getByTestId('service-instance').count()).toBeGreaterThanOrEqual(1);
        }
        expect(await rows.first().textContent()).toContain(words[language].admin);
        for (const state of await rows.getByTestId('service-area-state').allTextContents())
          expect(words[language].states).toContain(state);
        await saveScreenshot(page, `admin-dashboard-services-${language}-${name}`);
        await page.close();
      });
});

describe('screenshots', () => {
  for (const language of ['zh-CN', 'en-US'])
    for (const [width, viewport] of [
      ['1280', desktop],
      ['820', tablet],
      ['390', phone],
    ] as const) {
      it(`shows the login page, the dashboard and the menu in ${language} at ${width} px`, async () => {
        const page = await visitorPage(language, viewport);
        await page.goto(`${web.url}/admin/login?l=${language}`);
        await page.getByTestId('admin-login-page').waitFor();
        await saveScreenshot(page, `admin-shell-login-${language}-${width}`);
        await useLogin(page, root);
        await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
        await page.goto(`${web.url}/admin?l=${language}`);
        await page.getByTestId('admin-dashboard').waitFor();
        await page.getByTestId('submissions-chart').waitFor();
        await page.getByTestId('service-cpu').waitFor();
        await saveScreenshot(page, `admin-shell-dashboard-${language}-${width}`);
        if (width !== '1280') {
          const folded = await page.getByTestId('admin-aside').boundingBox();
          expect((folded?.x ?? 0) + (folded?.width ?? 0)).toBeLessThanOrEqual(0);
          await page.getByTestId('admin-menu-toggle').click();
          await page.getByTestId('admin-menu-problems').waitFor();
          // The drawer slides in: the picture is taken once it stands at the left edge.
          await expect.poll(async () => (await page.getByTestId('admin-aside').boundingBox())?.x).toBe(0);
          await saveScreenshot(page, `admin-shell-menu-${language}-${width}`);
          await page.getByTestId('admin-menu-judge').click();
          await page.waitForURL('**/admin/judge');
        }
        await page.close();
      });
    }
});
