import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserForFile, desktop } from './browser';
import { rootLoginForFile, type Login } from './accounts';
import { createContest, newAccount, type TestContest } from './contest-fixtures';
import { setWebsiteSwitches } from './website-switches';
import { fourShots } from './four-shots';
import { pageAs as newPageAs } from './logged-in-page';
import './provided-context';

/*
 * A running contest's comment tab as its clarifications: a contestant asks, another contestant does
 * not see the question, the organiser (the contest's author) sees it and answers, the asker sees the
 * answer; the organiser's own post takes no reply from a contestant; with the website's contest
 * comment switch off the tab is gone and its route goes home with the no-access message.
 */

const web = browserForFile();
const root = rootLoginForFile();

const tag = randomUUID().slice(0, 6);
let organiser: Login;
let asker: Login;
let other: Login;
let contest: TestContest;

const pageAs = (login: Login, language: 'zh-CN' | 'en-US' = 'en-US') =>
  newPageAs(() => web.browser.newPage({ viewport: desktop }), login, language);
const toasts = (page: Page) => page.getByTestId('toast').allTextContents();
const items = (page: Page) => page.getByTestId('comment-item');
const question = `Is the input one line ${tag}?`;
const answer = `Yes, one line ${tag}.`;

async function openTab(page: Page): Promise<void> {
  await page.goto(`${web.url}/contest/${contest.cid}`);
  await page.getByTestId('contest-tab-comment').click();
  await page.getByTestId('comment-section').waitFor();
}

const setContestComment = (open: boolean) => setWebsiteSwitches(root.token, { openContestComment: open });

beforeAll(async () => {
  [organiser, asker, other] = await Promise.all([
    newAccount('organiser', true),
    newAccount('asker'),
    newAccount('other'),
  ]);
  contest = await createContest({ organiser, title: `Clarified ${tag}` });
}, 120_000);

describe('the contest comment tab', () => {
  it('takes a contestant’s question that another contestant does not see', async () => {
    const page = await pageAs(asker);
    await openTab(page);
    await page.getByTestId('comment-empty').waitFor();
    expect(await page.getByTestId('contest-comment-hint').innerText()).toContain(
      'the organisers see every question',
    );
    await page.getByTestId('comment-input').fill(question);
    await page.getByTestId('comment-input-send').click();
    await expect.poll(() => items(page).first().innerText()).toContain(question);
    await fourShots(page, 'contest-comment-contestant');
    await page.close();

    const otherPage = await pageAs(other);
    await openTab(otherPage);
    await otherPage.getByTestId('comment-empty').waitFor();
    expect(await otherPage.getByTestId('comment-empty').innerText()).toBe('No questions yet');
    await otherPage.close();
  }, 90_000);

  it('shows the question to the organiser, who answers it, and the asker sees the answer', async () => {
    const page = await pageAs(organiser);
    await openTab(page);
    const asked = items(page).filter({ hasText: question });
    await asked.waitFor();
    await asked.getByTestId('comment-reply-button').click();
    await page.getByTestId('reply-input').fill(answer);
    await page.getByTestId('reply-input-send').click();
    await expect.poll(() => asked.getByTestId('comment-reply').count()).toBe(1);
    await page.getByTestId('comment-input').fill(`Problem A is fixed ${tag}.`);
    await page.getByTestId('comment-input-send').click();
    await expect.poll(() => items(page).first().innerText()).toContain(`Problem A is fixed ${tag}`);
    await fourShots(page, 'contest-comment-organiser');
    await page.close();

    const askerPage = await pageAs(asker);
    await openTab(askerPage);
    const own = items(askerPage).filter({ hasText: question });
    await expect.poll(() => own.getByTestId('comment-reply').innerText()).toContain(answer);
    expect(await own.getByTestId('comment-reply').innerText()).toContain(organiser.user.username);
    // The organiser's own post takes no reply from a contestant (spec part 2 §6); the question does.
    const post = items(askerPage).filter({ hasText: `Problem A is fixed ${tag}` });
    await post.waitFor();
    expect(await post.getByTestId('comment-reply-button').count()).toBe(0);
    expect(await own.getByTestId('comment-reply-button').count()).toBe(1);
    await askerPage.close();

    const otherPage = await pageAs(other);
    await openTab(otherPage);
    await items(otherPage)
      .filter({ hasText: `Problem A is fixed ${tag}` })
      .waitFor();
    expect(await items(otherPage).filter({ hasText: question }).count()).toBe(0);
    await otherPage.close();
  }, 90_000);

  it('hides the tab and sends its route home while the contest comment switch is off', async () => {
    await setContestComment(false);
    try {
      const page = await pageAs(asker);
      // setWebsiteSwitches returned once the server answers the switch off: one load meets it.
      await page.goto(`${web.url}/contest/${contest.cid}/comment`);
      await page.waitForURL((address) => address.pathname === '/home');
      expect(new URL(page.url()).pathname).toBe('/home');
      await expect.poll(() => toasts(page)).toContain('The contest comment area is not open');
      await page.goto(`${web.url}/contest/${contest.cid}`);
      await page.getByTestId('contest-tab-announcements').waitFor();
      expect(await page.getByTestId('contest-tab-comment').count()).toBe(0);
      await page.close();
    } finally {
      await setContestComment(true);
    }
  }, 60_000);
});
