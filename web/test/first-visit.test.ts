import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser, mobile, saveScreenshot } from './browser';
import { api, logIn, newUser, submit, useLogin, type Login } from './submission-fixtures';
import './provided-context';

/*
 * What a first visitor notices, against the local stack: no console errors or failed requests on any
 * screen, unbuilt areas marked as coming instead of leading to a 404, the footer and titles in the
 * page's language, the problem's statistics, the spec's messages, and markdown that cannot be turned
 * into markup through a formula.
 */

let browser: Browser;
let url: string;
let root: Login;
let student: Login;
let problem: { pid: number; problemId: string };
let hostileProblem: { pid: number; problemId: string };
let hostileAuthor: Login;
let submitId: number;

/** Statement and signature payloads that try to leave an attribute through a `$…$` formula. */
const hostileMarkdown = [
  'Sum $a_1 + b_1$ is fine.',
  '<img alt="$x$" src=x onerror=alert(1)>',
  '[a]($"onmouseover=alert(1) x=$)',
  '<a title="$y$" href="#t">t</a>',
  '<img src=x alt="$$<img src=y onerror=alert(2)>$$">',
  '<div title="$z$"><img src=x onerror=alert(3)></div>',
  '<svg><a xlink:href="$\\text{javascript:alert(4)}$">s</a></svg>',
].join('\n\n');

async function addProblem(description: string): Promise<{ pid: number; problemId: string }> {
  const problemId = `FV${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 100)}`;
  return api('/api/admin/problem', {
    method: 'POST',
    token: root.token,
    headers: { 'url-type': 'admin' },
    body: JSON.stringify({
      problem: { problemId, title: 'Visitor Sum', description, input: 'a b', output: 'a+b', type: 0 },
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: ['C'],
    }),
  });
}

beforeAll(async () => {
  const stack = inject('localStack');
  url = stack.url;
  browser = await launchBrowser();
  root = await logIn(stack.adminUsername, stack.adminPassword);
  student = await newUser('fv');
  problem = await addProblem('Print the sum $a+b$.');
  // Chromium reports a blocked inline handler as a console error while any parser reads hostile
  // markup, even one that never runs it; the hostile pages are kept apart from the clean-console check.
  hostileProblem = await addProblem(hostileMarkdown);
  hostileAuthor = await newUser('fvx');
  submitId = await submit(student, problem.pid, 'int main(void){return 0;}\n');
  await api('/api/change-userInfo', {
    method: 'POST',
    token: hostileAuthor.token,
    body: JSON.stringify({ signature: hostileMarkdown }),
  });
});

afterAll(async () => {
  await browser?.close();
});

/** Everything that went wrong in a page: console errors, uncaught errors, failed and refused requests. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()} at ${message.location().url}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request cut short because the test moved on to the next page is not a failure of the app.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()}: ${response.url()}`);
  });
  return failures;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

const toastTexts = (page: Page) => page.getByTestId('toast').allInnerTexts();

describe('a first visit', () => {
  it('meets no console error and no failed request on any built screen, as a visitor or logged in', async () => {
    const routes = [
      '/home',
      '/problem',
      '/training',
      '/discussion',
      `/problem/${problem.problemId}`,
      `/user-home?username=${student.user.username}`,
    ];
    const loggedInRoutes = [...routes, '/status', `/submission-detail/${submitId}`, '/setting'];
    for (const [login, paths] of [
      [null, routes],
      [student, loggedInRoutes],
    ] as const) {
      const page = await browser.newPage({ viewport: desktop });
      await useLogin(page, login);
      const failures = watchFailures(page);
      for (const path of paths) {
        await page.goto(`${url}${path}`);
        await settle(page);
      }
      expect(failures).toEqual([]);
      await page.close();
    }
  });

  it('shows unbuilt areas as coming, in both languages and on a phone, and never links to them', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await useLogin(page, root);
    for (const language of ['zh-CN', 'en-US']) {
      await page.goto(`${url}/home?l=${language}`);
      await page.getByTestId('training-links').waitFor();
      const menu = page.getByTestId('main-menu');
      for (const area of ['/group']) {
        expect(await menu.locator(`a[href="${area}"]`).count()).toBe(0);
        expect(await menu.locator(`[data-coming="${area}"]`).getAttribute('aria-disabled')).toBe('true');
      }
      expect(await menu.locator('a[href="/problem"]').count()).toBe(1);
      expect(await menu.locator('a[href="/contest"]').count()).toBe(1);
      expect(await menu.locator('a[href="/discussion"]').count()).toBe(1);
      // Trainings are built: the menu and the home page's cards lead to the list.
      expect(await menu.locator('a[href="/training"]').count()).toBe(1);
      expect(await page.getByTestId('training-links').locator('a[href="/training"]').count()).toBe(3);
      await page.getByTestId('user-menu').click();
      // The admin area is built: its entry opens /admin/ in a new window (web/test/admin-shell.test.ts).
      expect(await page.getByTestId('admin-entry').getAttribute('href')).toBe('/admin/');
      expect(await page.getByTestId('admin-entry').getAttribute('target')).toBe('_blank');
      await saveScreenshot(page, `first-visit-home-${language}`);
    }
    await page.setViewportSize(mobile);
    await page.goto(`${url}/home?l=zh-CN`);
    await page.getByTestId('mobile-menu-button').click();
    expect(await page.getByTestId('mobile-menu').locator('a[href="/group"]').count()).toBe(0);
    expect(await page.getByTestId('mobile-menu').locator('a[href="/contest"]').count()).toBe(1);
    await saveScreenshot(page, 'first-visit-home-menu-mobile-zh-CN');
    await page.close();
  });

  it('keeps the footer in the page language without repeating the name', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${url}/home?l=zh-CN`);
    const footer = page.locator('footer');
    await footer.getByTestId('footer-description').waitFor();
    expect(await footer.getByTestId('footer-description').innerText()).toMatch(/在线评测/);
    expect(await footer.innerText()).not.toMatch(/An online judge/);
    expect(await footer.innerText()).not.toMatch(/Online Judge/);
    await page.close();
  });

  it('names the problem in the tab title and shows its statistics', async () => {
    const page = await browser.newPage({ viewport: desktop });
    for (const language of ['zh-CN', 'en-US']) {
      await page.goto(`${url}/problem/${problem.problemId}?l=${language}`);
      await page.getByTestId('problem-statistics').waitFor();
      await page.waitForFunction((id) => document.title.includes(id), problem.problemId);
      expect(await page.title()).toContain(`${problem.problemId} Visitor Sum`);
      await page.locator('[data-testid="problem-description"] .katex').first().waitFor();
      expect(await page.getByTestId('statistics-total').innerText()).toMatch(/^\d+$/);
      for (const label of ['AC', 'WA', 'TLE', 'MLE', 'RE', 'CE', 'PA', 'PE']) {
        await page.getByTestId(`pie-${label}`).waitFor();
      }
      await saveScreenshot(page, `first-visit-problem-${language}`);
    }
    await page.setViewportSize(mobile);
    await saveScreenshot(page, 'first-visit-problem-mobile-en-US');
    await page.close();
  });

  it('asks a visitor who opens My Submission to log in', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${url}/problem/${problem.problemId}?l=en-US`);
    await page.getByTestId('tab-mySubmissions').click();
    await page.getByTestId('login-form').waitFor();
    expect(await toastTexts(page)).toContain('Please login first');
    await page.close();
  });

  it('turns no formula into markup in a statement or a signature', async () => {
    const page = await browser.newPage({ viewport: desktop });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const [path, box] of [
      [`/problem/${hostileProblem.problemId}?l=en-US`, '[data-testid="problem-description"]'],
      [`/user-home?username=${hostileAuthor.user.username}&l=en-US`, '[data-testid="signature"]'],
    ] as const) {
      await page.goto(`${url}${path}`);
      await page.locator(`${box} .katex`).first().waitFor();
      const found = await page.locator(box).evaluate((element) => {
        const handlers: string[] = [];
        for (const node of element.querySelectorAll('*')) {
          for (const attribute of node.attributes) {
            if (attribute.name.toLowerCase().startsWith('on'))
              handlers.push(`${node.tagName} ${attribute.name}`);
            if (/^\s*javascript:/i.test(attribute.value))
              handlers.push(`${node.tagName} ${attribute.name} js`);
          }
        }
        return { handlers, scripts: element.querySelectorAll('script').length };
      });
      expect(found).toEqual({ handlers: [], scripts: 0 });
      // The first line's formula renders; the one inside alt stays its source text.
      expect(await page.locator(`${box} img[alt="$x$"]`).count()).toBe(1);
    }
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('wishes good luck on a random pick', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${url}/problem?l=en-US`);
    await page.getByTestId('random-problem').click();
    await page.getByText('Good luck to you').waitFor();
    await page.close();
  });

  it('renders a reload as logged in from the start: one list load, only the student’s own submissions', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await useLogin(page, student);
    const listCalls: string[] = [];
    const anonymousStatusCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/get-problem-list')) listCalls.push(request.url());
      if (request.url().includes('/api/get-submission-list') && !request.headers().authorization) {
        anonymousStatusCalls.push(request.url());
      }
    });
    await page.goto(`${url}/problem?l=en-US`);
    await settle(page);
    expect(listCalls).toHaveLength(1);
    await page.goto(`${url}/status?l=en-US`);
    await settle(page);
    expect(anonymousStatusCalls).toEqual([]);
    await page.close();
  });

  it('says a failed load once', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${url}/problem/NO-SUCH-PROBLEM?l=en-US`);
    await page.getByTestId('toast').first().waitFor();
    await page.waitForTimeout(1000);
    const texts = await toastTexts(page);
    expect(new Set(texts).size).toBe(texts.length);
    await page.close();
  });

  it('gives the status list the small pager on a phone', async () => {
    const page = await browser.newPage({ viewport: mobile });
    await useLogin(page, student);
    for (const language of ['zh-CN', 'en-US']) {
      await page.goto(`${url}/status?l=${language}`);
      await page.getByTestId('small-pager').waitFor();
      expect(await page.getByTestId('small-pager').innerText()).toMatch(/^1 \/ \d+$/);
      expect(await page.getByTestId('pager').locator('select').isVisible()).toBe(false);
      await saveScreenshot(page, `first-visit-status-mobile-${language}`);
    }
    await page.setViewportSize(desktop);
    expect(await page.getByTestId('small-pager').isVisible()).toBe(false);
    await page.close();
  });

  it('labels the rating and the score on the user home', async () => {
    const page = await browser.newPage({ viewport: desktop });
    for (const language of ['zh-CN', 'en-US']) {
      await page.goto(`${url}/user-home?username=${student.user.username}&l=${language}`);
      await page.getByTestId('stat-rating-hint').waitFor();
      await page.getByTestId('stat-score-hint').waitFor();
      await saveScreenshot(page, `first-visit-user-home-${language}`);
    }
    await page.setViewportSize(mobile);
    await saveScreenshot(page, 'first-visit-user-home-mobile-en-US');
    await page.close();
  });
});
