import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { DiscussionCategory, DiscussionRow } from '@oj/shared/api/discussion';
import { browserForFile, desktop, mobile } from './browser';
import { rootLoginForFile, type Login } from './accounts';
import { apiCall } from './api-call';
import { setWebsiteSwitches } from './website-switches';
import { fourShots } from './four-shots';
import { pageAs } from './logged-in-page';
import { aPlusBProblem, registeredUser } from './problem-page-fixtures';
import './provided-context';

/*
 * The discussion board against the local stack: a student posts for a problem from its discussion
 * list, edits it with the category locked, another student likes and reports it and cannot copy it,
 * an admin pins it from the list, the author deletes another of theirs; payloads meant to run script
 * are posted as content and title and never run; with the public switch off the routes go home.
 */

const web = browserForFile();
const root = rootLoginForFile();
const run = randomUUID().slice(0, 5);
/** A word of this run that JSON would read as a number (41234e01 is 412340): typed into a URL, it stays text. */
const numberLikeRun = `${randomInt(10_000, 100_000)}e01`;

let author: Login;
let reader: Login;
let problemId: string;
let category: DiscussionCategory;

/** Set by any payload that manages to run; a page's init script makes it readable and starts it unset. */
const xssTrap = () => {
  Object.defineProperty(window, '__xss', { value: undefined, writable: true, configurable: true });
};
const payloadRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

const xssContent = [
  'Payloads follow.',
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'">',
  '<a href="javascript:window.__xss = \'href\'" id="js-link">html link</a>',
  '<svg onload="window.__xss = \'svg\'"><circle r="4"></circle></svg>',
  '<div style="background:url(javascript:window.__xss=\'css\')" onmouseover="window.__xss = \'hover\'">styled</div>',
  '<style>@import "javascript:window.__xss=1"; body { display: none }</style>',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  "[md link](javascript:window.__xss='md')",
  "[md entity](&#106;avascript:window.__xss='entity')",
  '![pic](x" onerror="window.__xss=\'alt\')',
  '<details open ontoggle="window.__xss = \'toggle\'">x</details>',
  '$x$ and <form action="javascript:window.__xss=1"><button id="xss-submit">go</button></form>',
].join('\n\n');
const xssTitle = `<img src=x onerror="window.__xss='title'"> ${run} ${numberLikeRun}`;

const toasts = (page: Page) => page.getByTestId('toast').allTextContents();

async function post(login: Login, body: Record<string, unknown>): Promise<void> {
  await apiCall('/api/discussion', { method: 'POST', token: login.token, body });
}

async function listOfProblem(): Promise<DiscussionRow[]> {
  const page = await apiCall<{ records: DiscussionRow[] }>(
    `/api/get-discussion-list?pid=${problemId}&limit=50`,
    { token: root.token },
  );
  return page.records;
}

const setPublicDiscussion = (open: boolean) => setWebsiteSwitches(root.token, { openPublicDiscussion: open });

beforeAll(async () => {
  [author, reader] = await Promise.all([registeredUser(), registeredUser()]);
  ({ problemId } = await aPlusBProblem());
  const categories = await apiCall<DiscussionCategory[]>('/api/discussion-category', {
    method: 'POST',
    token: root.token,
    body: [{ name: `Q&A ${run}` }],
  });
  category = categories.find((one) => one.name === `Q&A ${run}`) as DiscussionCategory;
}, 60_000);

afterAll(async () => {
  await setPublicDiscussion(true);
});

describe('the discussion board', () => {
  it('lets a student post for a problem, edit it with the category locked, and delete another', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), author, 'en-US');
    await page.goto(`${web.url}/discussion/${problemId}`);
    await page.getByTestId('discussion-empty').waitFor();
    expect(await page.getByTestId('discussion-general-link').getAttribute('href')).toBe('/discussion');
    expect(await page.getByTestId('discussion-problem-link').getAttribute('href')).toBe(
      `/problem/${problemId}`,
    );
    await fourShots(page, 'discussion-problem-list');

    await page.getByTestId('discussion-create').click();
    await page.getByTestId('discussion-form-submit').click();
    const form = page.getByTestId('discussion-form');
    for (const text of [
      'Title is required',
      'Description is required',
      'Category is required',
      'Content is required',
    ])
      await form.getByText(text).waitFor();
    await page.getByTestId('discussion-form-title').fill('t'.repeat(256));
    await form.getByText('Title Can not exceed 255').waitFor();
    await page.getByTestId('discussion-form-title').fill(`Sum it ${run}`);
    await page.getByTestId('discussion-form-description').fill('Read both, add them');
    await page.getByTestId('discussion-form-category').selectOption(String(category.id));
    await page.getByTestId('discussion-form-content').fill('Add them: $a+b$\n\n```cpp\ncout << a + b;\n```');
    await page.getByTestId('discussion-form-content-preview').click();
    await page.getByTestId('discussion-form-content-preview-pane').locator('.katex').first().waitFor();
    await fourShots(page, 'discussion-form');
    await page.getByTestId('discussion-form-submit').click();
    await expect.poll(() => toasts(page)).toContain('Post successfully');
    const title = `[${problemId}] Sum it ${run}`;
    const row = page.getByTestId('discussion-row').filter({ hasText: title });
    await row.waitFor();

    await row.getByTestId('discussion-row-edit').click();
    expect(await page.getByTestId('discussion-form-category').isDisabled()).toBe(true);
    expect(await page.getByTestId('discussion-form-title').inputValue()).toBe(title);
    await page.getByTestId('discussion-form-title').fill(`${title} (edited)`);
    await page.getByTestId('discussion-form-submit').click();
    await expect.poll(() => toasts(page)).toContain('Update Successfully');
    await page
      .getByTestId('discussion-row')
      .filter({ hasText: `${title} (edited)` })
      .waitFor();
    const stored = (await listOfProblem()).find((one) => one.title === `${title} (edited)`);
    expect(stored).toMatchObject({ pid: problemId, categoryId: category.id, uid: author.user.uid });

    await post(author, {
      title: `Spare ${run}`,
      description: 'to delete',
      content: 'x',
      categoryId: category.id,
      pid: problemId,
    });
    await page.reload();
    const spare = page.getByTestId('discussion-row').filter({ hasText: `Spare ${run}` });
    await spare.getByTestId('discussion-row-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => toasts(page)).toContain('Delete successfully');
    await expect.poll(() => spare.count()).toBe(0);
    expect((await listOfProblem()).some((one) => one.title.includes(`Spare ${run}`))).toBe(false);
    await page.close();
  }, 90_000);

  it('lets another student like and report it, blocks their copying, and asks a visitor to log in', async () => {
    const did = (await listOfProblem()).find((one) => one.title.includes(`Sum it ${run}`))?.id as number;
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), reader, 'en-US');
    await page.goto(`${web.url}/discussion-detail/${did}`);
    await page.getByTestId('discussion-detail-content').locator('.katex').first().waitFor();
    expect(await page.getByTestId('discussion-detail-category').getAttribute('href')).toBe(
      `/discussion?cid=${category.id}`,
    );
    expect(await page.getByTestId('discussion-detail-problem').getAttribute('href')).toBe(
      `/problem/${problemId}`,
    );
    expect(await page.getByTestId('discussion-copy').count()).toBe(0);
    await page.getByTestId('discussion-comments').getByTestId('comment-section').waitFor();

    await page.getByTestId('discussion-like').click();
    await expect.poll(() => toasts(page)).toContain('Like Successfully');
    await expect.poll(() => page.getByTestId('discussion-like-count').textContent()).toBe('1');
    await page.getByTestId('discussion-like').click();
    await expect.poll(() => toasts(page)).toContain('Cancel Like Successfully');
    await expect.poll(() => page.getByTestId('discussion-like-count').textContent()).toBe('0');
    await page.getByTestId('discussion-like').click();
    await expect.poll(() => page.getByTestId('discussion-like').getAttribute('data-liked')).toBe('true');
    await expect.poll(() => page.getByTestId('discussion-like-count').textContent()).toBe('1');

    await page.getByTestId('discussion-report').click();
    await page.getByTestId('discussion-report-submit').click();
    await expect.poll(() => toasts(page)).toContain('The report label and reason cannot be empty');
    await page.locator('[data-tag="spam-ads"]').click();
    await page.locator('[data-tag="plagiarism"]').click();
    await page.getByTestId('discussion-report-reason').fill('copied from a book');
    await page.getByTestId('discussion-report-submit').click();
    await expect.poll(() => page.getByTestId('discussion-report-dialog').count()).toBe(0);
    const reports = await apiCall<{ records: { did: number; content: string; reporter: string }[] }>(
      '/api/admin/discussion-report?limit=100',
      { token: root.token },
    );
    expect(reports.records.find((one) => one.did === did)).toMatchObject({
      content: '#spam-ads##plagiarism#copied from a book',
      reporter: reader.user.username,
    });

    const content = page.getByTestId('discussion-detail-content');
    await content.click({ clickCount: 3 });
    await page.keyboard.press('Control+C');
    await expect.poll(() => toasts(page)).toContain('Copying is disabled on this page');

    const visitor = await pageAs(() => web.browser.newPage({ viewport: mobile }), null, 'en-US');
    await visitor.goto(`${web.url}/discussion-detail/${did}`);
    await visitor.getByTestId('comment-login').waitFor();
    await visitor.getByTestId('discussion-like').click();
    await expect.poll(() => toasts(visitor)).toContain('Please login first');
    await visitor.getByTestId('login-form').waitFor();
    await visitor.close();
    await page.close();
  }, 90_000);

  it('lets an admin pin it from the list, where it moves first', async () => {
    await post(reader, {
      title: `Later ${run}`,
      description: 'newer',
      content: 'y',
      categoryId: category.id,
      pid: problemId,
    });
    const readerPage = await pageAs(() => web.browser.newPage({ viewport: desktop }), reader, 'en-US');
    await readerPage.goto(`${web.url}/discussion/${problemId}`);
    await readerPage.getByTestId('discussion-only-mine').check();
    await expect
      .poll(() => readerPage.getByTestId('discussion-row-title').allTextContents())
      .toEqual([`[${problemId}] Later ${run}`]);
    expect(new URL(readerPage.url()).searchParams.get('onlyMine')).toBe('true');
    await readerPage.close();
    const visitor = await pageAs(() => web.browser.newPage({ viewport: desktop }), null, 'en-US');
    await visitor.goto(`${web.url}/discussion`);
    await visitor.getByTestId('discussion-search').fill(`Sum it ${run}`);
    await visitor.getByTestId('discussion-search').press('Enter');
    await expect
      .poll(() => visitor.getByTestId('discussion-row-title').allTextContents())
      .toEqual([`[${problemId}] Sum it ${run} (edited)`]);
    expect(await visitor.getByTestId('discussion-only-mine').count()).toBe(0);
    await visitor.close();
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), root, 'en-US');
    await page.goto(`${web.url}/discussion/${problemId}`);
    const firstTitle = () => page.getByTestId('discussion-row-title').first().textContent();
    await expect.poll(firstTitle).toBe(`[${problemId}] Later ${run}`);
    const mine = page.getByTestId('discussion-row').filter({ hasText: `Sum it ${run}` });
    await mine.getByTestId('discussion-row-pin').click();
    await expect.poll(firstTitle).toContain(`Sum it ${run}`);
    expect(await page.getByTestId('discussion-row').first().getAttribute('data-pinned')).toBe('true');
    await page.getByTestId('discussion-row').first().getByTestId('discussion-pinned').waitFor();
    await page.goto(`${web.url}/discussion?cid=${category.id}`);
    await page.getByTestId('discussion-row').first().waitFor();
    await fourShots(page, 'discussion-list');
    const did = (await listOfProblem()).find((one) => one.title.includes(`Sum it ${run}`))?.id as number;
    await page.goto(`${web.url}/discussion-detail/${did}`);
    await page.getByTestId('discussion-copy').waitFor();
    await page.getByTestId('discussion-detail-content').locator('.katex').first().waitFor();
    await fourShots(page, 'discussion-detail');
    await page.close();
  }, 90_000);

  it('never runs script posted as content or title, in the list or the discussion', async () => {
    await post(author, {
      title: xssTitle,
      description: xssTitle,
      content: xssContent,
      categoryId: category.id,
    });
    const did = (
      await apiCall<{ records: DiscussionRow[] }>(`/api/get-discussion-list?keyword=${run}&limit=50`, {
        token: root.token,
      })
    ).records.find((one) => one.title === xssTitle)?.id as number;
    expect(did).toBeGreaterThan(0);
    for (const viewer of [reader, root]) {
      const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), viewer, 'en-US');
      await page.addInitScript(xssTrap);
      page.on('dialog', (dialog) => void dialog.dismiss());
      await page.goto(`${web.url}/discussion?keyword=${numberLikeRun}`);
      await page.getByTestId('discussion-row-title').filter({ hasText: xssTitle }).waitFor();
      expect(await page.getByTestId('discussion-search').inputValue()).toBe(numberLikeRun);
      await page.goto(`${web.url}/discussion-detail/${did}`);
      const content = page.getByTestId('discussion-detail-content');
      await content.getByText('Payloads follow.').waitFor();
      await content.locator('.katex').first().waitFor();
      await content.hover();
      await page.getByTestId('discussion-detail-title').hover();
      await page.waitForTimeout(300);
      expect(await payloadRan(page)).toBeUndefined();
      const dangerous = await page.evaluate(() => {
        const found: string[] = [];
        for (const element of document.querySelectorAll('[data-testid="discussion-detail"] *')) {
          if (['SCRIPT', 'IFRAME', 'STYLE', 'FORM'].includes(element.tagName)) found.push(element.tagName);
          for (const attribute of element.attributes) {
            if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
            if (/javascript:/i.test(attribute.value))
              found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
          }
        }
        return found;
      });
      expect(dangerous).toEqual([]);
      expect(await page.getByTestId('discussion-detail-title').textContent()).toBe(xssTitle);
      // Links that survived sanitising lead nowhere dangerous; following the markdown one runs nothing.
      const links = content.locator('a');
      for (let index = 0; index < (await links.count()); index++)
        await links.nth(index).click({ force: true });
      await page.waitForTimeout(300);
      expect(await payloadRan(page)).toBeUndefined();
      await page.close();
    }
  }, 90_000);

  it('sends every discussion route home with the no-access message while the switch is off', async () => {
    await setPublicDiscussion(false);
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), reader, 'en-US');
    // setWebsiteSwitches returned once the server answers the switch off: one load of each meets it.
    for (const path of ['/discussion', `/discussion/${problemId}`, '/discussion-detail/1']) {
      await page.goto(`${web.url}${path}`);
      await page.waitForURL((address) => address.pathname === '/home');
      expect(new URL(page.url()).pathname).toBe('/home');
      await expect.poll(() => toasts(page)).toContain('The public discussion area is not open');
    }
    expect(await page.getByTestId('main-menu').locator('a[href="/discussion"]').count()).toBe(0);
    await setPublicDiscussion(true);
    await page.close();
  }, 60_000);
});
