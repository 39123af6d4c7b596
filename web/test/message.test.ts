import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { rootLoginForFile, type Login } from './accounts';
import { apiCall } from './api-call';
import { registeredUser } from './problem-page-fixtures';
import { pageAs as newPageAs } from './logged-in-page';
import { fourShots } from './four-shots';
import {
  commentOn,
  discussionCategoryId,
  likeComment,
  likeDiscussion,
  postDiscussion,
  replyTo,
  sendNotice,
  unreadOf,
} from './message-fixtures';
import type { Comment } from '@oj/shared/api/comment';
import './provided-context';

/*
 * The message centre and the header's unread poll against the local stack, with messages made
 * through the API: two students comment on, reply to and like a third's discussion, the super admin
 * sends them a notice and disables another of their discussions. The badges, each box, reading that
 * clears a badge, delete one, clear all, and the notice a poll brings (the browser's clock moved on
 * by `page.clock`, not waited for).
 */

const web = browserForFile();
const root = rootLoginForFile();

const tag = randomUUID().slice(0, 6);
const title = `Messages ${tag}`;
let author: Login;
let bob: Login;
let carol: Login;
let did = 0;
let ownComment: Comment;

const pageAs = (login: Login | null, language: 'zh-CN' | 'en-US' = 'en-US', viewport = desktop) =>
  newPageAs(() => web.browser.newPage({ viewport }), login, language);

/** The badge's text, or '' when the badge is not drawn. */
async function badge(page: Page, testId: string): Promise<string> {
  const found = page.getByTestId(testId);
  return (await found.count()) > 0 ? (await found.innerText()).trim() : '';
}

beforeAll(async () => {
  [author, bob, carol] = await Promise.all([registeredUser(), registeredUser(), registeredUser()]);
  const categoryId = await discussionCategoryId(root.token);
  did = await postDiscussion(author, title, categoryId);
  ownComment = await commentOn(author, did, `My own note ${tag}`);
  // Seven comments: a second page of the comment box (six a page).
  for (let index = 1; index <= 7; index += 1)
    await commentOn(index % 2 ? bob : carol, did, `Comment ${index} of ${tag}`);
  await replyTo(bob, did, ownComment, `A reply to your note ${tag}`);
  await likeDiscussion(bob, did);
  await likeDiscussion(carol, did);
  await likeComment(bob, ownComment.id, did);
  await sendNotice(root.token, author.user.uid, `Maintenance ${tag}`, 'The site **stops** at $2^3$ tonight.');
  const second = await postDiscussion(author, `Disabled ${tag}`, categoryId);
  await apiCall('/api/admin/discussion', {
    method: 'PUT',
    token: root.token,
    body: { id: second, status: 1 },
  });
  expect(await unreadOf(author)).toEqual({ comment: 7, reply: 1, like: 3, sys: 1, mine: 1 });
}, 120_000);

describe('the message centre', () => {
  it('shows the unread total on the user menu, each box’s count inside it, and a notice on arrival', async () => {
    for (const viewport of [desktop, mobile]) {
      for (const language of ['zh-CN', 'en-US'] as const) {
        const page = await pageAs(author, language, viewport);
        await page.goto(`${web.url}/home`);
        await expect.poll(() => badge(page, 'unread-total')).toBe('13');
        await page.getByTestId('unread-notice').waitFor();
        // At the bottom of the window, clear of the menu (not fixed to the header).
        const notice = await page.getByTestId('unread-notice').boundingBox();
        expect(notice && notice.y + notice.height).toBeGreaterThan(viewport.height - 60);
        expect(notice && notice.y + notice.height).toBeLessThanOrEqual(viewport.height);
        const size = viewport === desktop ? 'desktop' : 'phone';
        await saveScreenshot(page, `message-unread-notice-${size}-${language}`);
        expect(await page.getByTestId('unread-notice').innerText()).toContain('13');
        await page.getByTestId('user-menu').click();
        await page.getByTestId('message-menu').waitFor();
        expect(await page.getByTestId('message-menu-discuss').innerText()).toContain('7');
        expect(await page.getByTestId('message-menu-like').innerText()).toContain('3');
        await saveScreenshot(page, `message-user-menu-${size}-${language}`);
        await page.close();
      }
    }
  });

  it('lists the comments six a page, and reading each page lowers the badges exactly', async () => {
    const page = await pageAs(author);
    await page.goto(`${web.url}/message`);
    await page.waitForURL(/\/message\/discuss$/);
    await expect.poll(() => page.getByTestId('message-item').count()).toBe(6);
    // The page shows each message as it was when read: all six unread.
    expect(await page.getByTestId('message-unread-dot').count()).toBe(6);
    const first = page.getByTestId('message-item').first();
    expect(await first.getByTestId('message-action').innerText()).toBe('commented on your discussion');
    expect(await first.getByTestId('message-content').innerText()).toBe(`Comment 7 of ${tag}`);
    expect(await first.getByTestId('message-source').getAttribute('href')).toBe(`/discussion-detail/${did}`);
    // Page 1 read: one comment left unread on page 2; the header's total follows.
    await expect.poll(() => badge(page, 'message-badge-discuss')).toBe('1');
    await expect.poll(() => badge(page, 'unread-total')).toBe('7');
    await page.getByTestId('message-box-discuss').getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/currentPage=2/);
    await expect.poll(() => page.getByTestId('message-item').count()).toBe(1);
    await expect.poll(() => badge(page, 'message-badge-discuss')).toBe('');
    expect((await unreadOf(author)).comment).toBe(0);
    await page.close();
  });

  it('shows the reply with what it answers, the likes and the notices, each read clearing its badge', async () => {
    const page = await pageAs(author);
    await page.goto(`${web.url}/message/reply`);
    const reply = page.getByTestId('message-item');
    await reply.first().waitFor();
    expect(await reply.count()).toBe(1);
    expect(await reply.getByTestId('message-action').innerText()).toBe('replied to you');
    expect(await reply.getByTestId('message-content').innerText()).toBe(`A reply to your note ${tag}`);
    expect(await reply.getByTestId('message-quote').innerText()).toContain(`My own note ${tag}`);
    await expect.poll(() => badge(page, 'message-badge-reply')).toBe('');
    await fourShots(page, 'message-reply');

    await page.getByTestId('message-tab-like').getByRole('link').click();
    await expect.poll(() => page.getByTestId('message-item').count()).toBe(3);
    const actions = await page.getByTestId('message-action').allInnerTexts();
    expect(actions.sort()).toEqual(['liked your comment', 'liked your discussion', 'liked your discussion']);
    // What each like is about: the note, or the discussion's description.
    const liked = await page.getByTestId('message-quote').allInnerTexts();
    expect(liked.filter((text) => text.includes(`My own note ${tag}`))).toHaveLength(1);
    expect(liked.filter((text) => text.includes(`About ${title}`))).toHaveLength(2);
    await expect.poll(() => badge(page, 'message-badge-like')).toBe('');

    await page.getByTestId('message-tab-sys').getByRole('link').click();
    await page
      .getByTestId('message-title')
      .filter({ hasText: `Maintenance ${tag}` })
      .waitFor();
    const notice = page.getByTestId('message-item').first();
    await notice.locator('strong', { hasText: 'stops' }).waitFor();
    await notice.locator('.katex').first().waitFor();
    await expect.poll(() => badge(page, 'message-badge-sys')).toBe('');
    await fourShots(page, 'message-sys');

    await page.getByTestId('message-tab-mine').getByRole('link').click();
    await page.getByTestId('message-title').first().waitFor();
    expect(await page.getByTestId('message-item').first().innerText()).toContain(`Disabled ${tag}`);
    await expect.poll(() => badge(page, 'unread-total')).toBe('');
    expect(await unreadOf(author)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
    await page.close();
  });

  it('shows a message about your own things in the reader’s language, and in the other after a switch', async () => {
    const page = await pageAs(author);
    await page.goto(`${web.url}/message/mine`);
    const disabled = page.getByTestId('message-item').filter({ hasText: `Disabled ${tag}` });
    await disabled.getByTestId('message-title').filter({ hasText: 'Discussion disabled' }).waitFor();
    expect(await disabled.innerText()).toContain(
      `Your discussion "Disabled ${tag}" was disabled by an administrator.`,
    );
    expect(await disabled.innerText()).not.toContain('讨论');
    await page.getByTestId('language-switcher').locator('button').filter({ hasText: '简体中文' }).click();
    await disabled.getByTestId('message-title').filter({ hasText: '讨论已被封禁' }).waitFor();
    expect(await disabled.innerText()).toContain(`您的讨论「Disabled ${tag}」已被管理员封禁。`);
    expect(await disabled.innerText()).not.toContain('Discussion');
    await fourShots(page, 'message-mine');
    await page.close();
  });

  it('deletes one message after a confirmation and clears a whole box after another', async () => {
    const page = await pageAs(author);
    await page.goto(`${web.url}/message/discuss`);
    await expect.poll(() => page.getByTestId('message-item').count()).toBe(6);
    await fourShots(page, 'message-discuss');
    const newest = page.getByTestId('message-item').first();
    const id = await newest.getAttribute('data-id');
    await newest.getByTestId('message-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.locator(`[data-testid="message-item"][data-id="${id}"]`).count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('message-box-discuss').getByTestId('pager').innerText())
      .toContain('6 messages');

    await page.getByTestId('message-tab-like').getByRole('link').click();
    await expect.poll(() => page.getByTestId('message-item').count()).toBe(3);
    await page.getByTestId('message-clear-all').click();
    await page.getByRole('dialog').waitFor();
    await fourShots(page, 'message-clear-confirm');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('message-empty').waitFor();
    expect(await page.getByTestId('message-clear-all').isDisabled()).toBe(true);
    const likes = await apiCall<{ total: number }>('/api/msg/like', { token: author.token });
    expect(likes.total).toBe(0);
    await fourShots(page, 'message-like-empty');
    await page.close();
  });

  it('tells a new message within one poll of 120 s, and the notice goes after 5 s', async () => {
    const page = await pageAs(author);
    await page.clock.install();
    await page.goto(`${web.url}/home`);
    await page.getByTestId('user-menu').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await badge(page, 'unread-total')).toBe('');
    expect(await page.getByTestId('unread-notice').count()).toBe(0);
    // Carol's first like of the author's own note: a new message in the like box.
    await likeComment(carol, ownComment.id, did);
    await page.clock.fastForward(120_000);
    await page.getByTestId('unread-notice').waitFor();
    await expect.poll(() => badge(page, 'unread-total')).toBe('1');
    await page.clock.fastForward(5_000);
    await expect.poll(() => page.getByTestId('unread-notice').count()).toBe(0);
    // The notice leads to the box that holds the message.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('message-menu-like').click();
    await page.waitForURL(/\/message\/like$/);
    await expect.poll(() => page.getByTestId('message-item').count()).toBe(1);
    await page.close();
  });

  it('asks a visitor to log in and sends them home', async () => {
    const page = await pageAs(null);
    await page.goto(`${web.url}/message/sys`);
    await page.waitForURL(/\/home$/);
    await page.locator('#login-username').waitFor();
    await page.close();
  });
});
