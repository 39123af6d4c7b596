import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { SessionUser } from '@oj/shared/api/account';
import { desktop, launchBrowser, mobile, saveScreenshot } from './browser';
import './provided-context';

let browser: Browser;
let url: string;
let admin: { token: string; user: SessionUser };

/** Every fixture title carries this word, so keyword searches see only this file's problems. */
const marker = `wl${randomUUID().slice(0, 6)}`;
const tags = { graphs: `BFS-${marker}`, math: `Math-${marker}` };
const tagIds: Record<keyof typeof tags, number> = { graphs: 0, math: 0 };

/** One /api call as the admin the local stack made; answers `data` or fails the test with the message. */
async function adminCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      'url-type': path.startsWith('/api/admin/') ? 'admin' : 'general',
      ...(admin ? { authorization: admin.token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 200) throw new Error(`${method} ${path}: ${envelope.msg}`);
  return envelope.data;
}

async function logInAsAdmin(): Promise<void> {
  const { adminUsername, adminPassword } = inject('localStack');
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: adminUsername, password: adminPassword }),
  });
  const envelope = (await response.json()) as { data: SessionUser };
  admin = { token: response.headers.get('authorization') ?? '', user: envelope.data };
}

/** Twelve public problems: four with tags and difficulties the filters pick out, eight to fill pages. */
async function seedProblems(): Promise<void> {
  const classification = await adminCall<{ id: number }>('POST', '/api/admin/tag/classification', {
    name: `Graphs-${marker}`,
  });
  tagIds.graphs = (
    await adminCall<{ id: number }>('POST', '/api/admin/tag', { name: tags.graphs, tcid: classification.id })
  ).id;
  tagIds.math = (
    await adminCall<{ id: number }>('POST', '/api/admin/tag', { name: tags.math, color: '#16a34a' })
  ).id;
  const problems = [
    { title: `${marker} Shortest path`, difficulty: 2, tags: [{ id: tagIds.graphs }] },
    { title: `${marker} Counting paths`, difficulty: 2, tags: [{ id: tagIds.graphs }, { id: tagIds.math }] },
    { title: `${marker} Prime sieve`, difficulty: 1, tags: [{ id: tagIds.math }] },
    { title: `${marker} Hello`, difficulty: 0, tags: [] },
    ...Array.from({ length: 8 }, (_, index) => ({
      title: `${marker} Filler ${index + 1}`,
      difficulty: 3,
      tags: [],
    })),
  ];
  for (const [index, problem] of problems.entries()) {
    await adminCall('POST', '/api/admin/problem', {
      problem: {
        problemId: `W${marker.slice(2).toUpperCase()}${index + 10}`,
        title: problem.title,
        description: 'Fixture of the problem list test.',
        input: 'Two integers.',
        output: 'Their sum.',
        difficulty: problem.difficulty,
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: ['C', 'C++'],
      codeTemplates: [],
      tags: problem.tags,
      isUploadTestCase: false,
    });
  }
  // The server keeps its problem and tag catalogues for 10 s per process.
  await waitUntil(
    async () =>
      (await adminCall<{ total: number }>('GET', `/api/get-problem-list?keyword=${marker}`)).total ===
      problems.length,
  );
  await waitUntil(async () =>
    JSON.stringify(await adminCall<unknown>('GET', '/api/get-problem-tags-and-classification')).includes(
      tags.math,
    ),
  );
}

/** Checks every second until `condition` holds (expect.poll works only inside a test). */
async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the seeded fixtures never showed in the list');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

beforeAll(async () => {
  url = inject('localStack').url;
  await logInAsAdmin();
  await seedProblems();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
});

async function openList(query: string, viewport = desktop, loggedIn = false): Promise<Page> {
  const page = await browser.newPage({ viewport });
  if (loggedIn) {
    await page.goto(`${url}/home`);
    await page.evaluate((session) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('userInfo', JSON.stringify(session.user));
      localStorage.setItem('loginTime', String(Date.now()));
    }, admin);
  }
  await page.goto(`${url}/problem${query}`);
  await page.getByTestId('problem-list-page').waitFor();
  return page;
}

const rows = (page: Page) => page.getByTestId('problem-row');
const searchOf = (page: Page) => new URL(page.url()).searchParams;

async function rowCount(page: Page, expected: number): Promise<void> {
  await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(expected);
}

describe('the problem list', () => {
  it('filters by keyword, difficulty and a tag from the dialog, keeping it all in the URL', async () => {
    const page = await openList('?l=en-US');
    await page.getByTestId('keyword-input').fill(marker);
    await page.getByTestId('keyword-input').press('Enter');
    await rowCount(page, 12);
    expect(searchOf(page).get('keyword')).toBe(marker);
    // A visitor has no status column.
    expect(await page.getByTestId('status-column').count()).toBe(0);

    await page.getByTestId('difficulty-filter').getByRole('button', { name: 'Hard-', exact: true }).click();
    await rowCount(page, 2);
    expect(searchOf(page).get('difficulty')).toBe('2');
    await page.getByTestId('difficulty-filter').getByRole('button', { name: 'All' }).click();
    await rowCount(page, 12);
    expect(searchOf(page).has('difficulty')).toBe(false);

    await page.getByTestId('open-tag-dialog').click();
    const dialog = page.getByTestId('tag-dialog');
    await dialog.getByText(`Graphs-${marker}`).waitFor();
    await dialog.getByRole('button', { name: tags.math }).click();
    await rowCount(page, 2);
    await saveScreenshot(page, 'problem-list-tag-dialog-desktop');
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(JSON.parse(searchOf(page).get('tagId') ?? '[]')).toEqual([tagIds.math]);
    await page.getByTestId('chosen-tags').getByText(tags.math).waitFor();

    // Both tags together: only the problem that carries both.
    await page.getByTestId('open-tag-dialog').click();
    await dialog.getByRole('button', { name: tags.graphs }).click();
    await rowCount(page, 1);
    await page.keyboard.press('Escape');
    expect(JSON.parse(searchOf(page).get('tagId') ?? '[]')).toEqual([tagIds.math, tagIds.graphs]);
    await rows(page).first().getByText(`${marker} Counting paths`).waitFor();

    await page.getByRole('button', { name: `Remove tag ${tags.graphs}` }).click();
    await rowCount(page, 2);
    await page.getByTestId('show-tags').uncheck();
    expect(await rows(page).first().getByText(tags.math).count()).toBe(0);
    await page.getByTestId('show-tags').check();

    await page.getByTestId('reset-filters').click();
    await expect.poll(() => [...searchOf(page).keys()]).toEqual([]);
    expect(await page.getByTestId('keyword-input').inputValue()).toBe('');
    await page.close();
  });

  it('reads its state back from a shared URL and shows verdicts and AC rate on hover', async () => {
    const query = `?l=en-US&keyword=${marker}&difficulty=2&tagId=${encodeURIComponent(JSON.stringify([tagIds.graphs]))}`;
    const page = await openList(query);
    await rowCount(page, 2);
    expect(
      await page
        .getByTestId('difficulty-filter')
        .getByRole('button', { name: 'Hard-' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByTestId('chosen-tags').getByText(tags.graphs).waitFor();

    await rows(page).first().hover();
    const panel = page.getByTestId('verdict-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toMatch(/Nobody has submitted/);
    await rows(page).first().getByTestId('ac-rate').hover();
    await rows(page).first().getByRole('tooltip').getByText('0 accepted of 0').waitFor();
    await saveScreenshot(page, 'problem-list-hover-desktop');
    await page.close();
  });

  it('pages with the size choices and falls back on a malformed URL', async () => {
    const page = await openList(`?keyword=${marker}&limit=nonsense&currentPage=-1`);
    await rowCount(page, 12);
    const sizes = page.getByTestId('page-size');
    expect(await sizes.inputValue()).toBe('30');
    expect(
      await sizes
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual(['10', '15', '30', '50', '100']);
    await sizes.selectOption('10');
    await rowCount(page, 10);
    expect(searchOf(page).get('limit')).toBe('10');
    await page.getByTestId('pager').getByRole('button', { name: '第 2 页' }).click();
    await rowCount(page, 2);
    expect(searchOf(page).get('currentPage')).toBe('2');
    await page.getByTestId('pager').getByRole('button', { name: '上一页' }).click();
    await rowCount(page, 10);
    expect(searchOf(page).has('currentPage')).toBe(false);
    await saveScreenshot(page, 'problem-list-desktop');
    await page.close();
  });

  it('shows a logged-in user the status column', async () => {
    const page = await openList(`?l=en-US&keyword=${marker}`, desktop, true);
    await page.getByTestId('status-column').waitFor();
    await rowCount(page, 12);
    expect(await rows(page).first().getByTestId('status-cell').count()).toBe(1);
    await saveScreenshot(page, 'problem-list-logged-in-desktop');
    await page.close();
  });

  it('opens a random problem', async () => {
    const page = await openList('?l=en-US');
    await page.getByTestId('random-problem').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/problem\/[^/]+$/);
    await page.close();
  });

  it('folds the table and uses the small pager on a phone', async () => {
    const page = await openList(`?keyword=${marker}&limit=10`, mobile);
    await rowCount(page, 10);
    expect(await page.getByTestId('challenge').first().isVisible()).toBe(false);
    expect(await page.getByTestId('page-size').isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'problem-list-mobile');
    await page.close();
  });
});
