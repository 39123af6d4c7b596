import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, desktop, mobile, saveScreenshot } from './browser';
import { judgeWorkerForFile } from './judge-worker';
import { logInAsRoot, type Login } from './accounts';
import { aPlusBProblem, oiSumProblem, registeredUser } from './problem-page-fixtures';
import { createContest, editContest, wholeSecond, type TestContest } from './contest-fixtures';
import { pageAs as newPageAs } from './logged-in-page';
import { fourShots } from './four-shots';
import { boardAs, boardWhen, sources, submitAndJudge, type ApiRankRow } from './contest-rank-fixtures';
import './provided-context';

/*
 * The rank tab and the outside scoreboards against the local stack, with a judge worker (slot 32):
 * an ACM contest judged, then sealed, then tried again (a contestant sees the frozen board, the
 * organiser the real one), and an OI contest that has ended.
 */

const web = browserForFile();
judgeWorkerForFile(32);

let root: Login;
let alice: Login;
let bob: Login;
let carol: Login;
let dave: Login;
let acm: TestContest;
let oi: TestContest;
/** The ACM board as its organiser saw it just before the seal (the frozen board a contestant sees). */
let beforeSeal: ApiRankRow[];

beforeAll(async () => {
  root = await logInAsRoot();
  [alice, bob, carol, dave] = [
    await registeredUser(),
    await registeredUser(),
    await registeredUser(),
    await registeredUser(),
  ];
  const [first, second] = [await aPlusBProblem(), await aPlusBProblem()];
  // Started 100 minutes ago, an hour to go.
  acm = await createContest({
    problems: [
      { pid: first.pid, displayId: 'A', title: 'A+B', color: '#e11d48' },
      { pid: second.pid, displayId: 'B', title: 'A+B', color: '#2563eb' },
    ],
    startsIn: -100 * 60,
    lastsSeconds: 160 * 60,
    openRank: true,
    starAccount: [dave.user.username],
    fields: {
      awardType: 2,
      awardConfigList: [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 },
        { priority: 2, name: 'Silver', background: '#e6e6e6', color: '#000000', num: 1 },
      ],
    },
  });
  // In this order, so that alice's A is the problem's first solve.
  expect(await submitAndJudge(alice, acm.cid, 'A', sources.right)).toBe(0);
  expect(await submitAndJudge(bob, acm.cid, 'A', sources.wrong)).toBe(-1);
  expect(await submitAndJudge(bob, acm.cid, 'A', sources.right)).toBe(0);
  expect(await submitAndJudge(alice, acm.cid, 'B', sources.wrong)).toBe(-1);
  expect(await submitAndJudge(alice, acm.cid, 'B', sources.right)).toBe(0);
  expect(await submitAndJudge(carol, acm.cid, 'A', sources.wrong)).toBe(-1);
  expect(await submitAndJudge(dave, acm.cid, 'A', sources.right)).toBe(0);
  beforeSeal = await boardWhen(root, acm.cid, (rows) => rows.length === 4 && rowOf(rows, dave).ac === 1);
  // The organiser seals the board from now on; carol's next answer is hidden from contestants.
  await editContest(acm, { sealRank: true, sealRankTime: wholeSecond(Date.now()) });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await submitAndJudge(carol, acm.cid, 'A', sources.right)).toBe(0);
  await boardWhen(root, acm.cid, (rows) => rowOf(rows, carol).ac === 1);

  const oiProblem = await oiSumProblem();
  oi = await createContest({
    problems: [{ pid: oiProblem.pid, displayId: 'A', title: 'A+B', color: '#16a34a' }],
    type: 1,
    startsIn: -30 * 60,
    lastsSeconds: 90 * 60,
  });
  expect(await submitAndJudge(alice, oi.cid, 'A', sources.right)).toBe(0);
  expect(await submitAndJudge(bob, oi.cid, 'A', sources.firstCaseOnly)).toBe(8);
  expect(await submitAndJudge(carol, oi.cid, 'A', sources.wrong)).toBe(-1);
  await boardWhen(root, oi.cid, (rows) => rows.length === 3);
  // The organiser ends it a little later: every answer above was sent in time.
  const end = Date.now() + 3000;
  await editContest(oi, { endTime: wholeSecond(end) });
  await new Promise((resolve) => setTimeout(resolve, end - Date.now() + 1000));
}, 600_000);

function rowOf(rows: readonly ApiRankRow[], login: Login): ApiRankRow {
  const row = rows.find((candidate) => candidate.uid === login.user.uid);
  if (!row) throw new Error(`${login.user.username} has no row`);
  return row;
}

/** A page of this file's browser logged in as `login` (none for a visitor). */
const pageAs = (login: Login | null, viewport = desktop): Promise<Page> =>
  newPageAs(() => web.browser.newPage({ viewport }), login);

const rankUrl = (contest: TestContest, language = 'en-US', query = '') =>
  `${web.url}/contest/${contest.cid}/rank?l=${language}${query}`;

/** Each row's username, pin and rank cell, top to bottom. */
async function rowsOnScreen(page: Page): Promise<{ username: string; pin: string | null; rank: string }[]> {
  return page.getByTestId('rank-row').evaluateAll((rows) =>
    rows.map((row) => ({
      username: row.getAttribute('data-username') ?? '',
      pin: row.getAttribute('data-pin'),
      rank: row.querySelector('[data-testid="rank-cell-rank"]')?.textContent?.trim() ?? '',
    })),
  );
}

/** The row of `login` on the board below the pinned rows. */
const boardRowOf = (page: Page, login: Login) =>
  page.locator(`[data-testid="rank-row"][data-uid="${login.user.uid}"]:not([data-pin])`);

const cellOf = (page: Page, login: Login, displayId: string) =>
  boardRowOf(page, login).locator(`[data-testid="rank-cell-problem"][data-problem="${displayId}"] > div`);

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

describe('the rank tab of an ACM contest', () => {
  it('shows a contestant the frozen board: order, penalties, first blood, pending tries and the frozen mark', async () => {
    const page = await pageAs(carol);
    await page.goto(rankUrl(acm));
    await boardRowOf(page, dave).waitFor();
    const rows = await rowsOnScreen(page);
    // The viewer's own copy on top, then the board: dave is a star contestant, ranked by nobody.
    expect(rows[0]).toEqual({ username: carol.user.username, pin: 'me', rank: '3' });
    const board = rows.slice(1);
    expect(board.filter((row) => row.rank !== '★').map((row) => [row.username, row.rank])).toEqual([
      [alice.user.username, '1'],
      [bob.user.username, '2'],
      [carol.user.username, '3'],
    ]);
    expect(board.find((row) => row.username === dave.user.username)?.rank).toBe('★');

    for (const login of [alice, bob, carol]) {
      const expected = rowOf(beforeSeal, login);
      await expect
        .poll(() => boardRowOf(page, login).getByTestId('rank-cell-penalty').textContent())
        .toBe(String(Math.floor(expected.totalTime / 60)));
    }
    // bob's wrong try costs 20 minutes on top of his solving minute.
    const bobA = rowOf(beforeSeal, bob).submissionInfo.A as { ACTime: number };
    expect(rowOf(beforeSeal, bob).totalTime).toBe(bobA.ACTime + 1200);

    const aliceA = rowOf(beforeSeal, alice).submissionInfo.A as { ACTime: number };
    await expect(cellOf(page, alice, 'A').getAttribute('data-cell')).resolves.toBe('first-ac');
    await expect(cellOf(page, alice, 'A').textContent()).resolves.toBe(`${Math.floor(aliceA.ACTime / 60)}1`);
    // She solved B first too, after one rejected try.
    await expect(cellOf(page, alice, 'B').getAttribute('data-cell')).resolves.toBe('first-ac');
    await expect(cellOf(page, bob, 'A').getAttribute('data-cell')).resolves.toBe('ac');
    // carol's answer after the seal is hidden: one known wrong try, one pending.
    await expect(cellOf(page, carol, 'A').getAttribute('data-cell')).resolves.toBe('pending');
    await expect(cellOf(page, carol, 'A').textContent()).resolves.toBe('1+1');
    await expect(boardRowOf(page, carol).getByTestId('rank-cell-solved').textContent()).resolves.toBe('0');
    await page.getByTestId('rank-frozen').waitFor();

    await expect(boardRowOf(page, alice).getByTestId('rank-award').textContent()).resolves.toBe('Gold');
    await expect(boardRowOf(page, bob).getByTestId('rank-award').textContent()).resolves.toBe('Silver');
    const userLink = boardRowOf(page, alice).getByTestId('rank-user-link');
    await expect(userLink.getAttribute('href')).resolves.toBe(
      `/user-home?uid=${alice.user.uid}&username=${alice.user.username}`,
    );
    await expect(page.getByTestId('rank-auto-refresh').isChecked()).resolves.toBe(true);
    await shot(page, 'contest-rank-acm-contestant-en');
    await fourShots(page, 'contest-rank-acm-contestant');
    await page.goto(rankUrl(acm, 'zh-CN'));
    await page.getByText('已封榜').waitFor();
    await boardRowOf(page, dave).waitFor();
    await shot(page, 'contest-rank-acm-contestant-zh');
    await page.close();
  });

  it('shows the organiser the real board, without the frozen mark', async () => {
    const page = await pageAs(root);
    await page.goto(rankUrl(acm));
    await boardRowOf(page, carol).waitFor();
    await expect(cellOf(page, carol, 'A').getAttribute('data-cell')).resolves.toBe('ac');
    await expect(boardRowOf(page, carol).getByTestId('rank-cell-solved').textContent()).resolves.toBe('1');
    await expect(page.getByTestId('rank-frozen').count()).resolves.toBe(0);
    // The organiser has no row: nothing is pinned.
    expect((await rowsOnScreen(page)).every((row) => row.pin === null)).toBe(true);
    await shot(page, 'contest-rank-acm-organiser-en');
    await fourShots(page, 'contest-rank-acm-organiser');
    await page.close();
  });

  it('keeps followed contestants on top of page 1, across a reload, until unfollowed', async () => {
    const page = await pageAs(carol);
    await page.goto(rankUrl(acm));
    await boardRowOf(page, bob).getByTestId('rank-follow').click();
    await expect
      .poll(async () => (await rowsOnScreen(page)).slice(0, 2).map((row) => [row.username, row.pin]))
      .toEqual([
        [carol.user.username, 'me'],
        [bob.user.username, 'followed'],
      ]);
    const stored = await page.evaluate((cid) => localStorage.getItem(`contest-rank-concern:${cid}`), acm.cid);
    expect(JSON.parse(stored ?? '[]')).toEqual([{ uid: bob.user.uid, name: bob.user.username }]);
    await page.reload();
    await page.locator('[data-testid="rank-row"][data-pin="followed"]').waitFor();
    await shot(page, 'contest-rank-acm-followed-en');
    await page.getByTestId('rank-following').click();
    await page.getByTestId('rank-following-remove').click();
    await expect.poll(() => page.locator('[data-pin="followed"]').count()).toBe(0);
    await page.close();
  });

  it('offers the page sizes 10, 30, 50, 100 and 300 and keeps the choice and the keyword in the URL', async () => {
    const page = await pageAs(carol);
    await page.goto(rankUrl(acm));
    await boardRowOf(page, dave).waitFor();
    const sizes = await page
      .getByTestId('page-size')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(sizes).toEqual(['10', '30', '50', '100', '300']);
    await expect(page.getByTestId('page-size').inputValue()).resolves.toBe('50');
    await page.getByTestId('page-size').selectOption('10');
    await page.waitForURL(/limit=10/);
    await page.getByTestId('rank-search').fill(alice.user.username);
    await page.getByTestId('rank-search-button').click();
    await page.waitForURL(/keyword=/);
    await expect
      .poll(async () => (await rowsOnScreen(page)).map((row) => row.username))
      .toEqual([carol.user.username, alice.user.username]);
    await page.close();
  });

  it('scrolls sideways on a phone with the name column fixed', async () => {
    const page = await pageAs(carol, mobile);
    await page.goto(rankUrl(acm));
    await boardRowOf(page, dave).waitFor();
    await shot(page, 'contest-rank-acm-phone-en');
    const name = boardRowOf(page, alice).getByTestId('rank-cell-user');
    const problemB = cellOf(page, alice, 'B');
    const before = { name: await name.boundingBox(), cell: await problemB.boundingBox() };
    await page.getByTestId('rank-scroller').evaluate((scroller) => scroller.scrollBy(200, 0));
    await page.waitForTimeout(100);
    const after = { name: await name.boundingBox(), cell: await problemB.boundingBox() };
    const scrolled = await page.getByTestId('rank-scroller').evaluate((scroller) => scroller.scrollLeft);
    expect(scrolled).toBeGreaterThan(0);
    expect(after.name?.x).toBe(before.name?.x);
    expect(after.cell?.x).toBeLessThan(before.cell?.x ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'contest-rank-acm-phone-scrolled-en');
    await page.goto(rankUrl(acm, 'zh-CN'));
    await boardRowOf(page, dave).waitFor();
    await shot(page, 'contest-rank-acm-phone-zh');
    await page.close();
  });
});

describe('the outside scoreboard', () => {
  it('shows a visitor the frozen board from the edge-cached page', async () => {
    const page = await pageAs(null);
    const boardReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contest-board')) boardReads.push(request.url());
    });
    await page.goto(`${web.url}/contest/acm-scoreboard/${acm.cid}?l=en-US`);
    await boardRowOf(page, carol).waitFor();
    expect(boardReads.length).toBeGreaterThan(0);
    await page.getByTestId('rank-frozen').waitFor();
    await expect(cellOf(page, carol, 'A').getAttribute('data-cell')).resolves.toBe('pending');
    await expect(cellOf(page, alice, 'A').getAttribute('data-cell')).resolves.toBe('first-ac');
    expect((await rowsOnScreen(page)).every((row) => row.pin === null)).toBe(true);
    await expect(page.getByTestId('outside-board-phase').textContent()).resolves.toBe('Running');
    // No site frame around it.
    await expect(page.getByTestId('footer-description').count()).resolves.toBe(0);
    await shot(page, 'contest-rank-outside-acm-en');
    await fourShots(page, 'contest-rank-outside-acm');
    await page.goto(`${web.url}/contest/acm-scoreboard/${acm.cid}?l=zh-CN`);
    await boardRowOf(page, carol).waitFor();
    await shot(page, 'contest-rank-outside-acm-zh');
    await page.setViewportSize(mobile);
    await shot(page, 'contest-rank-outside-acm-phone-zh');
    await page.close();
  });

  it('says so when the contest does not open its board to spectators, or has the other rule', async () => {
    const page = await pageAs(null);
    await page.goto(`${web.url}/contest/oi-scoreboard/${oi.cid}?l=en-US`);
    await page.getByTestId('outside-board-refused').waitFor();
    await expect(page.getByTestId('outside-board-refused').textContent()).resolves.toContain(
      'not open to spectators',
    );
    await shot(page, 'contest-rank-outside-refused-en');
    await fourShots(page, 'contest-rank-outside-refused');
    // On a phone the notice keeps a margin from the window's edges.
    await page.setViewportSize(mobile);
    const notice = await page.getByTestId('outside-board-refused').boundingBox();
    expect(notice?.x).toBeGreaterThanOrEqual(8);
    expect((notice?.x ?? 0) + (notice?.width ?? 0)).toBeLessThanOrEqual(mobile.width - 8);
    await page.setViewportSize(desktop);
    await page.goto(`${web.url}/contest/oi-scoreboard/${acm.cid}?l=en-US`);
    await page.getByTestId('outside-board-wrong-rule').waitFor();
    await page.close();
  });
});

describe('the rank tab of an ended OI contest', () => {
  it('ranks by total score with full, partial and zero cells, and auto refresh locked off', async () => {
    const rows = await boardAs(root, oi.cid);
    expect(rows.map((row) => [row.username, row.totalScore])).toEqual([
      [alice.user.username, 100],
      [bob.user.username, 50],
      [carol.user.username, 0],
    ]);
    const page = await pageAs(bob);
    await page.goto(rankUrl(oi));
    await boardRowOf(page, carol).waitFor();
    await expect(cellOf(page, alice, 'A').getAttribute('data-cell')).resolves.toBe('full');
    await expect(cellOf(page, bob, 'A').getAttribute('data-cell')).resolves.toBe('partial');
    await expect(cellOf(page, carol, 'A').getAttribute('data-cell')).resolves.toBe('zero');
    await expect(boardRowOf(page, bob).getByTestId('rank-cell-score').textContent()).resolves.toBe('50');
    await expect(page.getByTestId('rank-auto-refresh').isChecked()).resolves.toBe(false);
    await expect(page.getByTestId('rank-auto-refresh').isDisabled()).resolves.toBe(true);
    await shot(page, 'contest-rank-oi-en');
    await fourShots(page, 'contest-rank-oi');
    await page.goto(rankUrl(oi, 'zh-CN'));
    await boardRowOf(page, carol).waitFor();
    await shot(page, 'contest-rank-oi-zh');
    // Opened to spectators, the same board outside the site.
    await editContest(oi, { openRank: true });
    await page.goto(`${web.url}/contest/oi-scoreboard/${oi.cid}?l=en-US`);
    await boardRowOf(page, carol).waitFor();
    await fourShots(page, 'contest-rank-outside-oi');
    await page.close();
  });
});
