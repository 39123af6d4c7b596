import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { Comment } from '@oj/shared/api/comment';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { logIn, rootLoginForFile, type Login } from './accounts';
import { apiCall } from './api-call';
import { newAccount } from './contest-fixtures';
import { fourShots } from './four-shots';
import { pageAs as newPageAs } from './logged-in-page';
import { commentOn, discussionCategoryId, postDiscussion } from './message-fixtures';
import './provided-context';

/*
 * The comment component under a discussion made through the API, driven in the browser: a comment
 * with the markdown helpers and an emoji, a reply, a reply to a reply, the first three replies with
 * "show all" and "collapse", like and unlike, deletion after a confirmation, the SPA and ADM badges,
 * "load more" after ten, and a muted account (role 1005) refused with the server's message.
 */

const web = browserForFile();
const root = rootLoginForFile();

const tag = randomUUID().slice(0, 6);
let alice: Login;
let bob: Login;
let staff: Login;
let muted: Login;
let did = 0;
let threaded: Comment;

const pageAs = (login: Login | null, language: 'zh-CN' | 'en-US' = 'en-US', viewport = desktop) =>
  newPageAs(() => web.browser.newPage({ viewport }), login, language);
const toasts = (page: Page) => page.getByTestId('toast').allTextContents();
const items = (page: Page) => page.getByTestId('comment-item');
const itemWith = (page: Page, text: string): Locator => items(page).filter({ hasText: text });

async function openDiscussion(page: Page): Promise<void> {
  await page.goto(`${web.url}/discussion-detail/${did}`);
  await page.getByTestId('comment-section').waitFor();
}

function replyToComment(author: Login, comment: Comment, content: string): Promise<unknown> {
  return apiCall('/api/reply', {
    method: 'POST',
    token: author.token,
    body: {
      reply: { commentId: comment.id, content, toUid: comment.fromUid, toName: comment.fromName },
      did,
      quoteId: comment.id,
      quoteType: 'Comment',
    },
  });
}

/** Types into the editor of `prefix` (comment-input or reply-input) and sends. */
async function write(page: Page, prefix: string, text: string): Promise<void> {
  await page.getByTestId(prefix).fill(text);
  await page.getByTestId(`${prefix}-send`).click();
}

beforeAll(async () => {
  [alice, bob, staff, muted] = await Promise.all([
    newAccount('alice'),
    newAccount('bob'),
    newAccount('staff', true),
    newAccount('muted'),
  ]);
  await apiCall('/api/admin/user/edit-user', {
    method: 'PUT',
    token: root.token,
    body: { uid: muted.user.uid, type: 1005, status: 0 },
  });
  // A changed role ends the account's sessions: it logs in again as the muted role.
  muted = await logIn(muted.user.username, 'secret123');
  did = await postDiscussion(alice, `Comments ${tag}`, await discussionCategoryId(root.token));
  // The oldest comment has four replies; ten more follow it, then the staff's two: 13 in all.
  threaded = await commentOn(bob, did, `Threaded ${tag}`);
  for (const index of [1, 2, 3, 4])
    await replyToComment(index % 2 ? alice : bob, threaded, `Answer ${index} of ${tag}`);
  for (let index = 1; index <= 10; index += 1) await commentOn(bob, did, `Filler ${index} of ${tag}`);
  await commentOn(staff, did, `An admin's word ${tag}`);
  await commentOn(root, did, `The super admin's word ${tag}`);
}, 120_000);

describe('the comment component under a discussion', () => {
  it('lists ten newest first with badges, loads more, and shows three replies, all of them, then three', async () => {
    const page = await pageAs(alice);
    await openDiscussion(page);
    await expect.poll(() => items(page).count()).toBe(10);
    await expect.poll(() => items(page).first().innerText()).toContain(`The super admin's word ${tag}`);
    expect(await items(page).first().getByTestId('comment-badge').innerText()).toBe('SPA');
    expect(await items(page).nth(1).getByTestId('comment-badge').innerText()).toBe('ADM');
    expect(await items(page).nth(2).getByTestId('comment-badge').count()).toBe(0);
    expect(await page.getByTestId('comment-total').innerText()).toBe('13 comments');

    await page.getByTestId('comment-load-more').click();
    await expect.poll(() => items(page).count()).toBe(13);
    expect(await page.getByTestId('comment-load-more').count()).toBe(0);
    const thread = itemWith(page, `Threaded ${tag}`);
    expect(await thread.getByTestId('comment-reply').count()).toBe(3);
    expect(await thread.getByTestId('comment-show-all').innerText()).toBe('Show all 4 replies');
    await thread.getByTestId('comment-show-all').click();
    await expect.poll(() => thread.getByTestId('comment-reply').count()).toBe(4);
    expect(await thread.getByTestId('comment-reply').nth(3).innerText()).toContain(`Answer 4 of ${tag}`);
    await thread.getByTestId('comment-collapse').click();
    await expect.poll(() => thread.getByTestId('comment-reply').count()).toBe(3);
    expect(await thread.getByTestId('comment-show-all').count()).toBe(1);
    await page.close();
  }, 90_000);

  it('posts a comment written with the helpers and an emoji, refusing an empty one', async () => {
    const page = await pageAs(bob);
    await openDiscussion(page);
    await page.getByTestId('comment-input-send').click();
    await page.getByText('Content cannot be empty').waitFor();
    const input = page.getByTestId('comment-input');
    await input.fill(`Question ${tag}: why does`);
    await page.getByTestId('comment-input-inlineCode').click();
    await page.keyboard.type('scanf');
    await page.getByTestId('comment-input-emoji').click();
    await page.getByTestId('comment-input-emoji-grid').locator('button').first().click();
    expect(await input.inputValue()).toBe(`Question ${tag}: why does\`scanf😀\``);
    await page.getByTestId('comment-input-preview').click();
    await page.getByTestId('comment-input-preview-pane').locator('code').waitFor();
    await page.getByTestId('comment-input-send').click();
    await expect.poll(() => toasts(page)).toContain('Comment posted');
    await expect.poll(() => items(page).first().innerText()).toContain(`Question ${tag}`);
    expect(await items(page).first().locator('code').innerText()).toBe('scanf😀');
    expect(await input.inputValue()).toBe('');
    expect(await page.getByTestId('comment-total').innerText()).toBe('14 comments');
    await page.close();
  }, 60_000);

  it('keeps the emoji grid inside a phone’s window, closed again by Escape', async () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const page = await pageAs(bob, language, mobile);
      await openDiscussion(page);
      await page.getByTestId('comment-input-emoji').click();
      const grid = page.getByTestId('comment-input-emoji-grid');
      const box = await grid.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= mobile.width).toBe(true);
      await saveScreenshot(page, `comment-emoji-phone-${language}`);
      await page.keyboard.press('Escape');
      await grid.waitFor({ state: 'detached' });
      await page.close();
    }
  }, 60_000);

  it('takes a reply to the comment and a reply to that reply, each named', async () => {
    const alicePage = await pageAs(alice);
    await openDiscussion(alicePage);
    const question = itemWith(alicePage, `Question ${tag}`);
    await question.getByTestId('comment-reply-button').click();
    expect(await alicePage.getByTestId('reply-input').getAttribute('placeholder')).toBe(
      `Reply to @${bob.user.username}`,
    );
    await write(alicePage, 'reply-input', `Use cin ${tag}`);
    await expect.poll(() => question.getByTestId('comment-reply').count()).toBe(1);
    expect(await question.getByTestId('comment-reply').innerText()).toContain(
      `reply to @${bob.user.username}`,
    );
    await alicePage.close();

    const bobPage = await pageAs(bob);
    await openDiscussion(bobPage);
    const own = itemWith(bobPage, `Question ${tag}`);
    await own.getByTestId('comment-reply').getByTestId('comment-reply-reply').click();
    expect(await bobPage.getByTestId('reply-input').getAttribute('placeholder')).toBe(
      `Reply to @${alice.user.username}`,
    );
    await write(bobPage, 'reply-input', `Thanks ${tag}`);
    await expect.poll(() => own.getByTestId('comment-reply').count()).toBe(2);
    expect(await own.getByTestId('comment-reply').nth(1).innerText()).toContain(
      `reply to @${alice.user.username}`,
    );
    await fourShots(bobPage, 'comment-section');
    await bobPage.close();
  }, 90_000);

  it('likes and takes the like back, the state kept by the server', async () => {
    const page = await pageAs(alice);
    await openDiscussion(page);
    const like = itemWith(page, `Question ${tag}`).getByTestId('comment-like');
    await like.waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.innerText()).toBe('1');
    await openDiscussion(page);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await like.click();
    await expect.poll(() => like.innerText()).toBe('0');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await page.close();
  }, 60_000);

  it('deletes only after a confirmation, and offers deletion to authors and admins alone', async () => {
    const alicePage = await pageAs(alice);
    await openDiscussion(alicePage);
    const seenByAlice = itemWith(alicePage, `Question ${tag}`);
    await seenByAlice.waitFor();
    expect(await seenByAlice.getByTestId('comment-delete').count()).toBe(0);
    await alicePage.close();

    const page = await pageAs(bob);
    await openDiscussion(page);
    const question = itemWith(page, `Question ${tag}`);
    await question.getByTestId('comment-reply').nth(1).getByTestId('comment-reply-delete').click();
    await page.getByTestId('confirm-cancel').click();
    expect(await question.getByTestId('comment-reply').count()).toBe(2);
    await question.getByTestId('comment-reply').nth(1).getByTestId('comment-reply-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => question.getByTestId('comment-reply').count()).toBe(1);
    await question.getByTestId('comment-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => itemWith(page, `Question ${tag}`).count()).toBe(0);
    expect(await page.getByTestId('comment-total').innerText()).toBe('13 comments');
    await page.close();

    const staffPage = await pageAs(staff);
    await openDiscussion(staffPage);
    await expect.poll(() => items(staffPage).count()).toBe(10);
    expect(await itemWith(staffPage, `Filler 10 of ${tag}`).getByTestId('comment-delete').count()).toBe(1);
    await staffPage.close();
  }, 60_000);

  it('stores script payloads in a comment and a reply as written and never runs them', async () => {
    const payload = [
      `Payload ${tag}`,
      '<script>window.__xss = "script"</script>',
      '<img src="x" onerror="window.__xss = \'img\'">',
      '<svg onload="window.__xss = \'svg\'"><circle r="4"></circle></svg>',
      '<a href="javascript:window.__xss = \'href\'">html link</a>',
      "[markdown link](javascript:window.__xss='md')",
      '<div style="background:url(javascript:window.__xss=1)" onmouseover="window.__xss = \'hover\'">hover</div>',
    ].join('\n\n');
    const stored = await commentOn(bob, did, payload);
    expect(stored.content).toBe(payload);
    await replyToComment(bob, stored, payload);
    const page = await pageAs(alice);
    await page.addInitScript(() => {
      Object.defineProperty(window, '__xss', { value: undefined, writable: true, configurable: true });
    });
    await openDiscussion(page);
    const item = itemWith(page, `Payload ${tag}`).first();
    await item.getByTestId('comment-reply').waitFor();
    await expect.poll(() => item.locator('.problem-markdown').count()).toBe(2);
    for (const link of await item.locator('a', { hasText: /link/ }).all()) await link.click({ force: true });
    await item.getByText('hover').first().hover();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    const html = await item.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onload|onmouseover|javascript:|<style|style="background/i);
    await page.close();
  }, 60_000);

  it('refuses a muted account with the server’s message and asks a visitor to log in', async () => {
    const page = await pageAs(muted);
    await openDiscussion(page);
    await write(page, 'comment-input', `Muted ${tag}`);
    await expect.poll(() => toasts(page)).toContain('Your account is muted, so it cannot post comments');
    expect(await itemWith(page, `Muted ${tag}`).count()).toBe(0);
    await page.close();

    const visitor = await pageAs(null, 'en-US', mobile);
    await openDiscussion(visitor);
    await visitor.getByTestId('comment-login').waitFor();
    expect(await visitor.getByTestId('comment-input').count()).toBe(0);
    await visitor.close();
  }, 60_000);
});
