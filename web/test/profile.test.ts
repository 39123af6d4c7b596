import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { tableDefinition } from '@oj/shared';
import type { SessionUser } from '@oj/shared/api/account';
import { desktop, launchBrowser, mobile, saveScreenshot } from './browser';
import './provided-context';
import { logIn, registerUser, type Login } from './accounts';

/*
 * The user home and the settings page against the local stack. The stack has no demo data, so the test
 * registers its own user, has the administrator add two problems, and writes the statistics items the
 * judge would have written (USER#uid STATS, BEST#pid and DAY#date) straight into the table.
 */

let browser: Browser;
let url: string;
const run = randomUUID().slice(0, 6);
const english = { 'accept-language': 'en-US' };

async function api<T>(
  path: string,
  init: RequestInit & { token?: string; admin?: boolean } = {},
): Promise<T> {
  const headers = new Headers({ ...english, 'content-type': 'application/json' });
  if (init.token) headers.set('authorization', init.token);
  if (init.admin) headers.set('url-type', 'admin');
  const response = await fetch(`${url}/api/${path}`, { ...init, headers });
  const envelope = (await response.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

async function addProblem(admin: Login, difficulty: number): Promise<{ pid: number; problemId: string }> {
  const problemId = `UP${run.toUpperCase()}${difficulty}`;
  const body = {
    problem: {
      problemId,
      title: `Profile problem ${difficulty}`,
      difficulty,
      description: 'd',
      input: 'i',
      output: 'o',
    },
    samples: [{ input: '1\n', output: '1\n' }],
    languages: ['C'],
  };
  return api('admin/problem', {
    method: 'POST',
    token: admin.token,
    admin: true,
    body: JSON.stringify(body),
  });
}

function table() {
  Object.assign(process.env, inject('localStack').env);
  return {
    client: DynamoDBDocumentClient.from(new DynamoDBClient({})),
    name: process.env[tableDefinition.envVar] ?? tableDefinition.localName,
  };
}

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function giveStats(uid: string, pids: number[]): Promise<void> {
  const { client, name } = table();
  const items = [
    { pk: `USER#${uid}`, sk: 'STATS', submitted: 12, accepted: 5, scoreSum: 30, solved: new Set(pids) },
    {
      pk: `USER#${uid}`,
      sk: `BEST#${String(pids[1]).padStart(10, '0')}`,
      bestScore: 100,
      bestOiRankScore: 30,
      status: 0,
    },
    { pk: `USER#${uid}`, sk: `DAY#${utcDay(0)}`, count: 3 },
    { pk: `USER#${uid}`, sk: `DAY#${utcDay(10)}`, count: 12 },
    { pk: `USER#${uid}`, sk: `DAY#${utcDay(40)}`, count: 1 },
  ];
  for (const item of items) await client.send(new PutCommand({ TableName: name, Item: item }));
}

let student: Login;
const password = 'secret123';
let problems: { pid: number; problemId: string }[];

beforeAll(async () => {
  const stack = inject('localStack');
  url = stack.url;
  browser = await launchBrowser();
  const admin = await logIn(stack.adminUsername, stack.adminPassword);
  problems = [await addProblem(admin, 0), await addProblem(admin, 2)];
  student = await registerUser(`prof${run}`, password);
  await giveStats(
    student.user.uid,
    problems.map((problem) => problem.pid),
  );
});

afterAll(async () => {
  await browser?.close();
});

/** A page logged in as the student, the way the login dialog leaves local storage. */
async function loggedInPage(viewport = desktop, login: Login = student): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${url}/home?l=en-US`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('loginTime', String(Date.now()));
  }, login);
  return page;
}

/** A small PNG drawn by the browser itself. */
async function pngBytes(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 64;
    const context = canvas.getContext('2d');
    if (!context) return '';
    const gradient = context.createLinearGradient(0, 0, 64, 64);
    gradient.addColorStop(0, '#2563eb');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

describe('the user home', () => {
  it('shows the profile, the totals, the rank tier, the heatmap and the solved problems', async () => {
    const page = await loggedInPage();
    const { uid, username } = student.user;
    await page.goto(`${url}/user-home?uid=${uid}&username=${username}&l=en-US`);
    await page.getByTestId('user-home').waitFor();
    expect(await page.getByTestId('profile-username').textContent()).toBe(username);
    expect(await page.getByTestId('stat-submissions').textContent()).toContain('12');
    expect(await page.getByTestId('stat-solved').textContent()).toContain('2');
    expect(await page.getByTestId('stat-score').textContent()).toContain('30');
    // 30 + 2 solved / 2 = 31 points: bronze V, 19 to bronze IV.
    expect(await page.getByTestId('rank-tier-name').textContent()).toBe('Bronze V');
    expect(await page.getByTestId('rank-tier-next').textContent()).toBe('19 points to Bronze IV');
    const today = page.locator(`rect[data-date="${utcDay(0)}"]`);
    expect(await today.getAttribute('data-count')).toBe('3');
    expect(await page.locator('rect[data-count="12"]').count()).toBe(1);
    expect(await page.getByTestId('heatmap-caption').textContent()).toContain('16 judged submissions');
    await today.hover();
    expect(await page.getByTestId('heatmap-caption').textContent()).toBe(`3 submissions on ${utcDay(0)}`);
    await saveScreenshot(page, 'user-home-desktop');

    await page.getByTestId('solved-tab').click();
    const solved = page.getByTestId('solved-problems');
    await solved.getByText(problems[0]?.problemId ?? '').waitFor();
    expect(await solved.textContent()).toContain('Easy');
    expect(await solved.textContent()).toContain('Hard-');
    await page.getByTestId('refresh-solved').click();
    await saveScreenshot(page, 'user-home-solved-desktop');

    await page.setViewportSize(mobile);
    await page.getByTestId('profile-tabs').getByRole('tab', { name: 'Profile' }).click();
    await saveScreenshot(page, 'user-home-mobile');
    await page.close();
  });

  it('shows a user by name to a visitor and asks a visitor who names nobody to log in', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${url}/user-home?username=${student.user.username}&l=en-US`);
    await page.getByTestId('user-home').waitFor();
    expect(await page.getByTestId('stat-submissions').textContent()).toContain('12');
    await page.goto(`${url}/user-home?l=en-US`);
    await page.getByText('Log in to see your own home page').waitFor();
    await page.close();
  });
});

describe('the settings page', () => {
  it('saves the profile, which then shows on the user home', async () => {
    const page = await loggedInPage();
    await page.goto(`${url}/setting?l=en-US`);
    await page.getByTestId('profile-form').waitFor();
    await page.locator('#profile-nickname').fill('Ada L.');
    await page.locator('#profile-gender').selectOption('female');
    await page.locator('#profile-github').fill('ada-lovelace');
    await page.locator('#profile-signature').fill('First line\n**Second** line');
    expect(await page.locator('#profile-school').isDisabled()).toBe(true);
    await saveScreenshot(page, 'setting-desktop');
    await page.getByTestId('save-profile').click();
    await page.getByText('Update Successfully').waitFor();

    await page.reload();
    await page.getByTestId('profile-form').waitFor();
    expect(await page.locator('#profile-nickname').inputValue()).toBe('Ada L.');
    expect(await page.locator('#profile-gender').inputValue()).toBe('female');

    await page.goto(`${url}/user-home?uid=${student.user.uid}&l=en-US`);
    await page.getByTestId('user-home').waitFor();
    expect(await page.getByTestId('profile-nickname').textContent()).toBe('Ada L.');
    expect(await page.getByTestId('profile-gender').textContent()).toBe('Female');
    await page.getByTestId('signature').locator('strong').waitFor();
    expect(await page.getByTestId('signature').locator('strong').innerText()).toBe('Second');
    expect(await page.getByTestId('signature').innerText()).toBe('First line\nSecond line');
    await page.close();
  });

  it('refuses a wrong type and a too-large file, and uploads a PNG avatar the header then shows', async () => {
    const page = await loggedInPage();
    await page.goto(`${url}/setting?l=en-US`);
    await page.getByTestId('avatar-upload').waitFor();
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('File type not support').waitFor();
    const huge = Buffer.alloc(2_097_153, 1);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await page.getByText('Exceed max size limit').waitFor();
    expect(await page.getByTestId('avatar-send').count()).toBe(0);

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngBytes(page) });
    await page.getByTestId('avatar-send').click();
    await page.getByText('Upload avatar successfully').waitFor();
    const headerAvatar = page.getByTestId('user-menu').locator('img');
    await headerAvatar.waitFor();
    expect(await headerAvatar.getAttribute('src')).toMatch(/^\/api\/public\/img\/avatar\//);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="user-menu"] img');
      return image?.complete && image.naturalWidth > 0;
    });
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as SessionUser,
    );
    expect(stored.avatar).toMatch(/^\/api\/public\/img\/avatar\//);
    await saveScreenshot(page, 'setting-avatar-desktop');
    await page.setViewportSize(mobile);
    await saveScreenshot(page, 'setting-mobile');
    await page.close();
  });

  it('logs out and opens the login dialog after the password changes', async () => {
    const other = await registerUser(`pw${run}`, password);
    const page = await loggedInPage(desktop, other);
    await page.goto(`${url}/setting?l=en-US`);
    await page.getByTestId('password-form').waitFor();
    await page.locator('#password-oldPassword').fill(password);
    await page.locator('#password-newPassword').fill('newsecret1');
    await page.locator('#password-repeat').fill('other');
    await page.getByTestId('password-form').getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password does not match').waitFor();
    await page.locator('#password-repeat').fill('newsecret1');
    await page.getByTestId('password-form').getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('login-form').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect((await logIn(other.user.username, 'newsecret1')).token).not.toBe('');
    await page.close();
  });

  it('sends a visitor home with the login dialog', async () => {
    const page = await browser.newPage({ viewport: mobile });
    await page.goto(`${url}/setting?l=en-US`);
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.close();
  });
});
