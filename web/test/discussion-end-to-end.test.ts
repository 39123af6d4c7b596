import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { DiscussionRow } from '@oj/shared/api/discussion';
import { browserForFile, desktop, saveScreenshot } from './browser';
import { rootLoginForFile, type Login } from './accounts';
import { apiCall } from './api-call';
import { fourShots } from './four-shots';
import { pageAs } from './logged-in-page';
import { aPlusBProblem, registeredUser } from './problem-page-fixtures';
import { discussionCategoryId, unreadOf } from './message-fixtures';
import './provided-context';

/*
 * A solution's way from one student to another and back, all through the screens: a student posts a
 * solution on a problem's discussion page; another opens it, comments on it and likes it; within one
 * unread poll (the first student's browser clock moved on 120 s by `page.clock`) the first student's
 * header tells of two new messages, and the message centre shows the comment and the like.
 */

const web = browserForFile();
const root = rootLoginForFile();
const run = randomUUID().slice(0, 6);
const title = `Prefix sums ${run}`;
const commentText = `Clear, thank you! Does it work for negative numbers? ${run}`;

let author: Login;
let reader: Login;
let problemId = '';
let categoryId = 0;
let did = 0;
let authorPage: Page;

/** The badge's text, or '' when the badge is not drawn. */
async function badge(page: Page, testId: string): Promise<string> {
  const found = page.getByTestId(testId);
  return (await found.count()) > 0 ? (await found.innerText()).trim() : '';
}

beforeAll(async () => {
  [author, reader] = await Promise.all([registeredUser(), registeredUser()]);
  ({ problemId } = await aPlusBProblem());
  categoryId = await discussionCategoryId(root.token);
}, 60_000);

describe('a discussion from post to message', () => {
  it('lets a student post a solution from the problem’s discussion page', async () => {
    authorPage = await pageAs(() => web.browser.newPage({ viewport: desktop }), author, 'en-US');
    // The browser's timers are Playwright's, so the 120 s unread poll can be reached without waiting.
    await authorPage.clock.install();
    // The problem page leads to the problem's own discussions.
    await authorPage.goto(`${web.url}/problem/${problemId}`);
    await authorPage.getByTestId('problem-discussions').click();
    await authorPage.waitForURL(`${web.url}/discussion/${problemId}`);
    await authorPage.getByTestId('discussion-create').click();
    await authorPage.getByTestId('discussion-form-pid').waitFor();
    await authorPage.getByTestId('discussion-form-title').fill(title);
    await authorPage.getByTestId('discussion-form-description').fill('Add the two numbers once, no loops');
    await authorPage.getByTestId('discussion-form-category').selectOption(String(categoryId));
    await authorPage
      .getByTestId('discussion-form-content')
      .fill('Read $a$ and $b$ and print $a+b$.\n\n```cpp\ncout << a + b;\n```');
    await authorPage.getByTestId('discussion-form-submit').click();
    await authorPage.getByTestId('discussion-row-title').filter({ hasText: title }).waitFor();
    const rows = await apiCall<{ records: DiscussionRow[] }>(
      `/api/get-discussion-list?pid=${problemId}&limit=50`,
      { token: author.token },
    );
    const row = rows.records.find((each) => each.title.includes(title));
    expect(row?.title).toBe(`[${problemId}] ${title}`);
    did = row?.id ?? 0;
    // Nothing unread yet: no badge, no notice.
    await authorPage.waitForLoadState('networkidle');
    expect(await badge(authorPage, 'unread-total')).toBe('');
    expect(await authorPage.getByTestId('unread-notice').count()).toBe(0);
  });

  it('lets another student open it, comment on it and like it', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), reader, 'en-US');
    await page.goto(`${web.url}/discussion/${problemId}`);
    await page.getByTestId('discussion-row-title').filter({ hasText: title }).click();
    await page.waitForURL(new RegExp(`/discussion-detail/${did}$`));
    await page.getByTestId('discussion-detail-content').locator('.katex').first().waitFor();
    await page.getByTestId('comment-input').fill(commentText);
    await page.getByTestId('comment-input-send').click();
    await page.getByTestId('comment-item').filter({ hasText: commentText }).waitFor();
    await page.getByTestId('discussion-like').click();
    await expect.poll(() => page.getByTestId('discussion-like').getAttribute('data-liked')).toBe('true');
    expect(await page.getByTestId('discussion-like-count').innerText()).toBe('1');
    await page.close();
    expect(await unreadOf(author)).toMatchObject({ comment: 1, like: 1 });
  });

  it('tells the first student within one poll, and the message centre shows the comment and the like', async () => {
    expect(await authorPage.getByTestId('unread-notice').count()).toBe(0);
    await authorPage.clock.fastForward(120_000);
    await authorPage.getByTestId('unread-notice').waitFor();
    await expect.poll(() => badge(authorPage, 'unread-total')).toBe('2');
    await saveScreenshot(authorPage, 'discussion-end-to-end-notice');
    // The notice opens the first box holding them: the comment.
    await authorPage.getByTestId('unread-notice-open').click();
    await authorPage.waitForURL(/\/message\/discuss$/);
    const comment = authorPage.getByTestId('message-item').first();
    await comment.waitFor();
    expect(await comment.getByTestId('message-action').innerText()).toBe('commented on your discussion');
    expect(await comment.getByTestId('message-content').innerText()).toBe(commentText);
    expect(await comment.getByTestId('message-source').innerText()).toBe(`[${problemId}] ${title}`);
    expect(await comment.getByTestId('message-unread-dot').count()).toBe(1);
    await expect.poll(() => badge(authorPage, 'message-badge-discuss')).toBe('');
    await fourShots(authorPage, 'discussion-end-to-end-comment');

    await authorPage.getByTestId('message-tab-like').getByRole('link').click();
    const like = authorPage.getByTestId('message-item').first();
    await like.waitFor();
    expect(await like.getByTestId('message-action').innerText()).toBe('liked your discussion');
    expect(await like.innerText()).toContain(reader.user.username);
    // What was liked: the discussion, by its description.
    expect(await like.getByTestId('message-quote').innerText()).toContain(
      'Add the two numbers once, no loops',
    );
    await expect.poll(() => badge(authorPage, 'unread-total')).toBe('');
    await fourShots(authorPage, 'discussion-end-to-end-like');

    // The message leads back to the discussion, where the comment is.
    await like.getByTestId('message-source').click();
    await authorPage.waitForURL(new RegExp(`/discussion-detail/${did}$`));
    await authorPage.getByTestId('comment-item').filter({ hasText: commentText }).waitFor();
    await authorPage.close();
  });
});
