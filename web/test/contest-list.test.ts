import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import type { Login } from './accounts';
import { createContest, newAccount, type TestContest } from './contest-fixtures';
import { pageAs } from './logged-in-page';

/*
 * The contest list against the local stack: its filters in the URL, ten a page, the locks, the status
 * tags, the outside scoreboard button, and a visitor's click asking for a login.
 */

const web = browserForFile();
let organiser: Login;
let contestant: Login;
/** A word only this run's contests carry in their titles, so the list can be narrowed to them. */
const word = `Lantern${Date.now().toString(36)}`;
let scheduledOi: TestContest;
let runningPrivate: TestContest;
let endedProtected: TestContest;

beforeAll(async () => {
  organiser = await newAccount('clo', true);
  contestant = await newAccount('clc');
  scheduledOi = await createContest({
    organiser,
    title: `${word} OI scheduled`,
    type: 1,
    startsIn: 3600,
    openRank: true,
  });
  runningPrivate = await createContest({ organiser, title: `${word} ACM private`, auth: 1, pwd: 'pw' });
  endedProtected = await createContest({
    organiser,
    title: `${word} ACM ended`,
    auth: 2,
    pwd: 'pw',
    startsIn: -7200,
    lastsSeconds: 3600,
    openRank: true,
  });
  // Nine more running ACM contests: twelve in all, more than the list's ten a page.
  for (let index = 1; index <= 9; index++)
    await createContest({ organiser, title: `${word} filler ${index}` });
}, 180_000);

const rowTitles = (page: Page) => page.getByTestId('contest-title-link').allInnerTexts();
const search = (page: Page) => new URL(page.url()).searchParams;

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`${web.url}/contest?l=en-US${query}`);
  await page.getByTestId('contest-rows').waitFor();
}

describe('the contest list', () => {
  it('narrows by keyword, rule and status, each kept in the URL, and reads a shared URL back', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    await openList(page);
    await page.getByTestId('contest-filter-keyword').fill(word);
    await page.getByTestId('contest-filter-search').click();
    await expect.poll(() => search(page).get('keyword')).toBe(word);
    await expect
      .poll(async () => (await rowTitles(page)).filter((title) => title.includes(word)).length)
      .toBe(10);

    await page.getByTestId('contest-filter-type').selectOption('1');
    await expect.poll(() => rowTitles(page)).toEqual([scheduledOi.title]);
    expect(search(page).get('type')).toBe('1');

    await page.getByTestId('contest-filter-type').selectOption('');
    await page.getByTestId('contest-filter-status').selectOption('1');
    await expect.poll(() => rowTitles(page)).toEqual([endedProtected.title]);
    expect(search(page).get('status')).toBe('1');
    expect(search(page).has('type')).toBe(false);

    // The same address in a new tab shows the same list.
    const shared = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    await shared.goto(page.url());
    await expect.poll(() => rowTitles(shared)).toEqual([endedProtected.title]);
    expect(await shared.getByTestId('contest-filter-status').inputValue()).toBe('1');
    expect(await shared.getByTestId('contest-filter-keyword').inputValue()).toBe(word);
    await shared.close();
    await page.close();
  });

  it('shows ten a page and pages through the URL', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    await openList(page, `&keyword=${word}`);
    await expect.poll(async () => (await rowTitles(page)).length).toBe(10);
    await page.getByTestId('pager').getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => search(page).get('currentPage')).toBe('2');
    await expect.poll(async () => (await rowTitles(page)).length).toBe(2);
    // Running first, then scheduled, then ended: the last page holds the scheduled and the ended one.
    expect(await rowTitles(page)).toEqual([scheduledOi.title, endedProtected.title]);
    await page.close();
  });

  it('marks locks by auth, the status, and opens the outside scoreboard only once started', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    await openList(page, `&keyword=${word}&currentPage=2`);
    const row = (contest: TestContest) =>
      page.locator(`[data-testid="contest-row"][data-cid="${contest.cid}"]`);
    expect(await row(scheduledOi).getByTestId('contest-status').getAttribute('data-phase')).toBe('scheduled');
    expect(await row(scheduledOi).getByTestId('contest-lock').count()).toBe(0);
    expect(await row(scheduledOi).getByTestId('contest-rule-icon').getAttribute('data-rule')).toBe('1');
    expect(await row(scheduledOi).getByTestId('contest-scoreboard').isDisabled()).toBe(true);
    expect(await row(endedProtected).getByTestId('contest-lock').getAttribute('data-auth')).toBe('2');
    expect(await row(endedProtected).getByTestId('contest-status').getAttribute('data-phase')).toBe('ended');
    expect(await row(endedProtected).getByTestId('contest-duration').innerText()).toBe('1 h');
    await saveScreenshot(page, 'contest-list-desktop-en-US');
    await row(endedProtected).getByTestId('contest-scoreboard').click();
    await page.waitForURL(`**/contest/acm-scoreboard/${endedProtected.cid}`);

    await openList(page, `&keyword=${encodeURIComponent(`${word} ACM private`)}`);
    expect(await row(runningPrivate).getByTestId('contest-lock').getAttribute('data-auth')).toBe('1');
    expect(await row(runningPrivate).getByTestId('contest-status').getAttribute('data-phase')).toBe(
      'running',
    );
    // No outside scoreboard for a contest whose board is not open to visitors.
    expect(await row(runningPrivate).getByTestId('contest-scoreboard').count()).toBe(0);
    await row(runningPrivate).getByTestId('contest-title-link').click();
    await page.waitForURL(`**/contest/${runningPrivate.cid}`);
    await page.getByTestId('contest-password-form').waitFor();
    await page.close();
  });

  it('filters by a row’s rule button', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    await openList(page, `&keyword=${word}&currentPage=2`);
    await page
      .locator(`[data-testid="contest-row"][data-cid="${scheduledOi.cid}"]`)
      .getByTestId('contest-rule-button')
      .click();
    await expect.poll(() => rowTitles(page)).toEqual([scheduledOi.title]);
    expect(search(page).get('type')).toBe('1');
    expect(search(page).has('currentPage')).toBe(false);
    await page.close();
  });

  it('asks a visitor to log in when a contest is clicked', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), null, 'en-US');
    await openList(page, `&keyword=${word}`);
    await page.getByTestId('contest-title-link').first().click();
    await page.getByText('Please login first').first().waitFor();
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/contest');
    await page.close();
  });

  it('fits a phone and reads in both languages', async () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      for (const viewport of [desktop, mobile]) {
        const page = await pageAs(() => web.browser.newPage({ viewport }), contestant, language);
        await page.goto(`${web.url}/contest?l=${language}&keyword=${word}&currentPage=2`);
        await page.getByTestId('contest-rows').waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(viewport.width);
        await saveScreenshot(page, `contest-list-${viewport === desktop ? 'desktop' : 'mobile'}-${language}`);
        await page.close();
      }
    }
  });
});
