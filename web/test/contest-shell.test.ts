import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';

type Box = { x: number; y: number; width: number; height: number };
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { logInAsRoot, type Login } from './accounts';
import { announce, createContest, newAccount, type TestContest } from './contest-fixtures';
import { fourShots } from './four-shots';
import { pageAs } from './logged-in-page';

/*
 * The contest shell against the local stack: who sees which tab, the private contest's password, the
 * clock turning a scheduled contest into a running one by the server's time, and an announcement
 * arriving as a notification.
 */

const web = browserForFile();
let root: Login;
let organiser: Login;
let contestant: Login;
let open: TestContest;

beforeAll(async () => {
  root = await logInAsRoot();
  organiser = await newAccount('cso', true);
  contestant = await newAccount('csc');
  open = await createContest({ organiser, openPrint: true, title: `Spring Cup ${Date.now().toString(36)}` });
}, 120_000);

const tabsOf = (page: Page) =>
  page
    .getByTestId('contest-tabs')
    .locator('li')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.getAttribute('data-testid')?.slice('contest-tab-'.length)}${item.hasAttribute('data-disabled') ? ' (disabled)' : ''}`,
      ),
    );

/** A full-page screenshot from the top, so the sticky header sits where it belongs. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

describe('the contest shell', () => {
  it('shows a contestant the contest tabs and print, the organiser the admin tabs, root rejudge too', async () => {
    const expected: [Login, string[]][] = [
      [contestant, ['overview', 'problems', 'submissions', 'rank', 'announcements', 'comment', 'print']],
      [
        organiser,
        [
          'overview',
          'problems',
          'submissions',
          'rank',
          'announcements',
          'comment',
          'print',
          'ac-info',
          'admin-print',
          'scroll-board',
        ],
      ],
      [
        root,
        [
          'overview',
          'problems',
          'submissions',
          'rank',
          'announcements',
          'comment',
          'print',
          'ac-info',
          'admin-print',
          'rejudge',
          'scroll-board',
        ],
      ],
    ];
    for (const [login, tabs] of expected) {
      const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), login, 'en-US');
      await page.goto(`${web.url}/contest/${open.cid}?l=en-US`);
      await page.getByTestId('contest-tabs').waitFor();
      expect(await tabsOf(page)).toEqual(tabs);
      expect(await page.getByTestId('contest-settings').count()).toBe(login === contestant ? 0 : 1);
      await page.close();
    }
  });

  it('gives the organiser the view settings and a phone the contest menu', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), organiser, 'zh-CN');
    await page.goto(`${web.url}/contest/${open.cid}?l=zh-CN`);
    await page.getByTestId('contest-settings').click();
    const afterEnd = page.getByTestId('contest-setting-afterContestSubmissions');
    expect(await afterEnd.isChecked()).toBe(false);
    await afterEnd.check();
    expect(await afterEnd.isChecked()).toBe(true);
    await shot(page, 'contest-shell-settings-desktop-zh-CN');
    await page.keyboard.press('Escape');
    // The setting is the shell's: it holds while the organiser moves between tabs.
    await page.getByTestId('contest-tab-announcements').click();
    await page.getByTestId('contest-announcements').waitFor();
    await page.getByTestId('contest-settings').click();
    expect(await page.getByTestId('contest-setting-afterContestSubmissions').isChecked()).toBe(true);
    await page.close();

    const phone = await pageAs(() => web.browser.newPage({ viewport: mobile }), contestant, 'zh-CN');
    await phone.goto(`${web.url}/contest/${open.cid}?l=zh-CN`);
    await phone.getByTestId('mobile-menu-button').click();
    const menu = phone.getByTestId('mobile-menu');
    expect(
      await menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([
      '/home',
      `/contest/${open.cid}`,
      `/contest/${open.cid}/problems`,
      `/contest/${open.cid}/submissions?onlyMine=true`,
      `/contest/${open.cid}/rank`,
    ]);
    await shot(phone, 'contest-shell-menu-mobile-zh-CN');
    await phone.close();
  });

  it('draws the head, the clock and the overview in both languages, on a desktop and a phone', async () => {
    for (const viewport of [desktop, mobile]) {
      for (const language of ['zh-CN', 'en-US'] as const) {
        const page = await pageAs(() => web.browser.newPage({ viewport }), organiser, language);
        await page.goto(`${web.url}/contest/${open.cid}?l=${language}`);
        await page.getByTestId('contest-description').locator('.katex').first().waitFor();
        expect(await page.getByTestId('contest-countdown').getAttribute('data-phase')).toBe('running');
        const size = viewport === desktop ? 'desktop' : 'mobile';
        await shot(page, `contest-shell-overview-${size}-${language}`);
        await page.close();
      }
    }
  });

  it('loads the contest screens’ strings with the first contest screen, never with /home', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/contest-catalogues/.test(request.url())) chunks.push(new URL(request.url()).pathname);
    });
    await page.goto(`${web.url}/home?l=en-US`);
    await page.getByTestId('recent-contests').waitFor();
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await page.goto(`${web.url}/contest/${open.cid}?l=en-US`);
    await page.getByTestId('contest-tabs').waitFor();
    expect(chunks).toHaveLength(1);
    expect(await page.getByTestId('main-menu').innerText()).toMatch(
      /Back home[\s\S]*My submissions[\s\S]*Rank/,
    );
    expect(await page.getByTestId('contest-tab-announcements').innerText()).toBe('Announcements');
    await page.close();
  });

  it('keeps an exam to its paper: no problem tab, the status tab for its admins, the exam facts on the overview', async () => {
    const exam = await createContest({ organiser, description: '[exam, 3]\nAnswer every question.' });
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    await page.goto(`${web.url}/contest/${exam.cid}?l=en-US`);
    await page.getByTestId('contest-exam-info').waitFor();
    expect(await tabsOf(page)).toEqual(['overview', 'rank', 'announcements', 'comment']);
    expect(await page.getByTestId('contest-exam-info').innerText()).toContain('at most 3 submissions');
    expect(await page.getByTestId('contest-open-paper').getAttribute('href')).toBe(
      `/contest/${exam.cid}/paper`,
    );
    expect(await page.getByTestId('contest-description').innerText()).not.toContain('[exam');
    expect(await page.getByTestId('main-menu').innerText()).not.toMatch(/Problems|My submissions/);
    await shot(page, 'contest-shell-exam-desktop-en-US');
    await fourShots(page, 'contest-shell-exam');
    await page.close();
    const admin = await pageAs(() => web.browser.newPage({ viewport: desktop }), organiser, 'en-US');
    await admin.goto(`${web.url}/contest/${exam.cid}?l=en-US`);
    await admin.getByTestId('contest-tabs').waitFor();
    expect(await tabsOf(admin)).toContain('submissions');
    expect(await tabsOf(admin)).not.toContain('problems');
    await admin.close();
  });

  it('asks a visitor to log in first, with the login dialog', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), null, 'en-US');
    await page.goto(`${web.url}/contest/${open.cid}?l=en-US`);
    await page.getByTestId('contest-login-required').waitFor();
    await page.getByText('Please login first').first().waitFor();
    await page.getByTestId('login-form').waitFor();
    await page.close();
  });

  it('lets a contestant into a private contest with its password, refusing an empty and a wrong one', async () => {
    const secret = await createContest({ organiser, auth: 1, pwd: 'open-sesame' });
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    await page.goto(`${web.url}/contest/${secret.cid}/rank?l=en-US`);
    await page.getByTestId('contest-password-form').waitFor();
    expect(await page.getByTestId('contest-password-form').getAttribute('data-purpose')).toBe('enter');
    expect(await page.getByTestId('contest-tab-closed').getAttribute('data-reason')).toBe('passwordRequired');
    expect(await tabsOf(page)).toEqual([
      'overview',
      'problems (disabled)',
      'submissions (disabled)',
      'rank (disabled)',
      'announcements (disabled)',
      'comment (disabled)',
    ]);
    await shot(page, 'contest-shell-password-desktop-en-US');
    await fourShots(page, 'contest-shell-password');
    await page.getByTestId('contest-password-submit').click();
    await page.getByText('Enter the contest password').first().waitFor();
    await page.getByTestId('contest-password').fill('wrong');
    await page.getByTestId('contest-password-submit').click();
    await page.getByText('The contest password is wrong, enter it again').waitFor();
    await page.getByTestId('contest-password').fill('open-sesame');
    await page.getByTestId('contest-password-submit').click();
    await page.getByText('Registered successfully').waitFor();
    await page.getByTestId('contest-password-form').waitFor({ state: 'detached' });
    await expect
      .poll(() => tabsOf(page))
      .toEqual(['overview', 'problems', 'submissions', 'rank', 'announcements', 'comment']);
    expect(await page.getByTestId('contest-tab-closed').count()).toBe(0);
    expect(await page.getByTestId('contest-fact-participants').innerText()).toContain('1');
    await page.close();
  });

  it('asks a protected contest’s password only to submit, leaving every tab open', async () => {
    const guarded = await createContest({ organiser, auth: 2, pwd: 'guarded' });
    const page = await pageAs(() => web.browser.newPage({ viewport: mobile }), contestant, 'zh-CN');
    await page.goto(`${web.url}/contest/${guarded.cid}?l=zh-CN`);
    await page.getByTestId('contest-password-form').waitFor();
    expect(await page.getByTestId('contest-password-form').getAttribute('data-purpose')).toBe('submit');
    expect(await tabsOf(page)).toEqual([
      'overview',
      'problems',
      'submissions',
      'rank',
      'announcements',
      'comment',
    ]);
    await shot(page, 'contest-shell-protected-mobile-zh-CN');
    await fourShots(page, 'contest-shell-protected');
    await page.close();
  });

  it('turns a scheduled contest into a running one at zero by the server’s clock, opening its tabs', async () => {
    const soon = await createContest({ organiser, startsIn: 12, lastsSeconds: 3600 });
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    // The browser's clock is wrong by an hour: the countdown must follow the server's `now`.
    await page.addInitScript(() => {
      const skew = 3_600_000;
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() + skew;
    });
    await page.goto(`${web.url}/contest/${soon.cid}/problems?l=en-US`);
    const countdown = page.getByTestId('contest-countdown');
    await countdown.waitFor();
    expect(await countdown.getAttribute('data-phase')).toBe('scheduled');
    expect(await countdown.innerText()).toMatch(/^Starts in 00:00:(0\d|1[0-2])$/);
    expect(await page.getByTestId('contest-tab-closed').getAttribute('data-reason')).toBe('notStarted');
    expect(await tabsOf(page)).toContain('problems (disabled)');
    expect(await page.getByTestId('contest-progress').getAttribute('aria-valuenow')).toBe('0');
    await shot(page, 'contest-shell-scheduled-desktop-en-US');
    await fourShots(page, 'contest-shell-scheduled');
    await expect
      .poll(() => countdown.getAttribute('data-phase'), { timeout: 20_000, interval: 250 })
      .toBe('running');
    expect(await countdown.innerText()).toMatch(/^Ends in (01:00:00|00:59:\d\d)$/);
    await expect.poll(() => tabsOf(page)).toContain('problems');
    expect(await page.getByTestId('contest-tab-closed').count()).toBe(0);
    expect(await page.getByTestId('contest-phase-tag').getAttribute('data-phase')).toBe('running');
    await page.close();
  });

  it('shows a new announcement as a notification within a minute, until it is closed', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    await page.goto(`${web.url}/contest/${open.cid}/announcements?l=en-US`);
    await page.getByTestId('contest-announcements').waitFor();
    await page.waitForTimeout(1000);
    const title = `Clarification ${Date.now().toString(36)}`;
    await announce(organiser, open.cid, title, 'Problem **A** reads $n \\le 10^5$.');
    const notification = page.getByTestId('contest-announcement-notification');
    await notification.waitFor({ timeout: 70_000 });
    expect(await notification.innerText()).toContain(title);
    await page.getByTestId('contest-announcement').first().waitFor();
    await fourShots(page, 'contest-shell-announcement');
    await shot(page, 'contest-shell-announcement-desktop-en-US');
    await page.setViewportSize(mobile);
    await shot(page, 'contest-shell-announcement-mobile-en-US');
    await page.getByTestId('contest-announcement-dismiss').click();
    await notification.waitFor({ state: 'detached' });
    const key = `contest-announcement-read:${contestant.user.username}:${open.cid}`;
    const read = await page.evaluate((name) => localStorage.getItem(name), key);
    expect(JSON.parse(read ?? '[]')).toHaveLength(1);
    // Read once, never shown again: not after a reload either.
    await page.reload();
    await page.getByTestId('contest-announcement').first().waitFor();
    await page.waitForTimeout(2000);
    expect(await notification.count()).toBe(0);
    await page.close();
  }, 120_000);

  it('tells the contest’s creator that the rejudge tab is the super admin’s, in both languages', async () => {
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), organiser, 'en-US');
    await page.goto(`${web.url}/contest/${open.cid}/rejudge?l=en-US`);
    const closed = page.getByTestId('contest-tab-closed');
    await closed.waitFor();
    expect(await closed.getAttribute('data-reason')).toBe('superAdminOnly');
    expect(await closed.innerText()).toBe(
      'Only the super administrator may rejudge a contest’s problems: ask them if a problem needs it.',
    );
    await fourShots(page, 'contest-shell-rejudge-creator');
    await page.goto(`${web.url}/contest/${open.cid}/rejudge?l=zh-CN`);
    await expect
      .poll(() => closed.innerText())
      .toBe('只有超级管理员可以重判比赛题目，如需重判请联系超级管理员。');
    await page.close();
  });

  it('shows unread announcements under the head, covering neither it nor the settings button', async () => {
    const contest = await createContest({ organiser });
    await announce(organiser, contest.cid, 'Room change', 'Contestants of **room 2** move to room 3.');
    for (const viewport of [desktop, mobile]) {
      const page = await pageAs(() => web.browser.newPage({ viewport }), organiser, 'en-US');
      await page.goto(`${web.url}/contest/${contest.cid}?l=en-US`);
      const notification = page.getByTestId('contest-announcement-notification');
      await notification.waitFor();
      const box = async (testId: string) => {
        const found = await page.getByTestId(testId).boundingBox();
        if (!found) throw new Error(`${testId} is not on the page`);
        return found;
      };
      const overlaps = (a: Box, b: Box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      const notices = await box('contest-announcement-notifications');
      for (const covered of ['contest-header', 'contest-settings', 'contest-tabs'])
        expect(overlaps(notices, await box(covered)), `the notice covers ${covered}`).toBe(false);
      // The settings button still answers a click while the notice is up.
      await page.getByTestId('contest-settings').click();
      await page.getByTestId('contest-setting-afterContestSubmissions').waitFor();
      await page.keyboard.press('Escape');
      if (viewport === desktop) await fourShots(page, 'contest-shell-announcement-placed');
      await page.close();
    }
  });

  it('does not pop an ended contest’s announcements up again in a new browser', async () => {
    const ended = await createContest({ organiser, startsIn: -7200, lastsSeconds: 3600 });
    const title = `After the end ${Date.now().toString(36)}`;
    await announce(organiser, ended.cid, title, 'The results are final.');
    // A new browser: no read ids in its storage.
    const page = await pageAs(() => web.browser.newPage({ viewport: desktop }), contestant, 'en-US');
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('get-contest-not-read-announcement')) polls.push(request.url());
    });
    await page.goto(`${web.url}/contest/${ended.cid}/announcements?l=en-US`);
    await page.getByTestId('contest-announcement').filter({ hasText: title }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('contest-announcement-notification').count()).toBe(0);
    expect(polls).toEqual([]);
    await page.close();
  });
});
